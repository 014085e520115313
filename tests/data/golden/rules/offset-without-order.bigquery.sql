SELECT `genres`.`GenreId`
FROM `genres`
LIMIT 2 OFFSET 1;
