SELECT `genres`.`Name`, AVG(`tracks`.`Milliseconds`) AS `avg_ms`
FROM `genres`
INNER JOIN `tracks` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY `genres`.`Name` ASC;
