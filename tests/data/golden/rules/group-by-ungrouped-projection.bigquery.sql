SELECT `tracks`.`GenreId`, COUNT(*) AS `n`
FROM `tracks`
GROUP BY `tracks`.`GenreId`
ORDER BY `tracks`.`GenreId` ASC
LIMIT 3;
