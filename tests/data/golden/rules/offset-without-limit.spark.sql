SELECT `genres`.`GenreId`
FROM `genres`
ORDER BY `genres`.`GenreId` ASC
OFFSET 22;
