SELECT `genres`.`GenreId`
FROM `genres`
WHERE (1 = 0 OR `genres`.`GenreId` = 1)
  AND 1 = 1
ORDER BY `genres`.`GenreId` ASC;
