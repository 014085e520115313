SELECT `genres`.`Name`
FROM `genres`
ORDER BY `genres`.`GenreId` ASC
LIMIT 2;
