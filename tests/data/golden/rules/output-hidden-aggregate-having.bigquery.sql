SELECT `genres`.`Name`, MAX(`tracks`.`Milliseconds`) AS `longest`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
HAVING COUNT(*) >= 2
ORDER BY `genres`.`Name` ASC
LIMIT 5;
