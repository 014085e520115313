SELECT `genres`.`GenreId`, `genres`.`Name`
FROM `genres`
WHERE `genres`.`GenreId` IN (1, 2, 3, 4, 5)
  AND `genres`.`Name` NOT IN ('Rock', 'Jazz')
ORDER BY `genres`.`GenreId` ASC;
