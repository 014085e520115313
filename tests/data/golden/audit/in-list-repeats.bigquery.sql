SELECT `genres`.`GenreId`, `genres`.`Name`
FROM `genres`
WHERE `genres`.`Name` IN ('Rock', 'Jazz') OR `genres`.`Name` IS NULL
ORDER BY `genres`.`GenreId` ASC;
