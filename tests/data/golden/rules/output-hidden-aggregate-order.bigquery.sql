SELECT `genres`.`Name`, COUNT(*) AS `track_count`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY SUM(`tracks`.`UnitPrice`) DESC, `genres`.`Name` ASC
LIMIT 5;
