SELECT `genres`.`Name`, AVG(`tracks`.`Milliseconds`) AS `avg_length`
FROM `genres`
INNER JOIN `tracks` ON `genres`.`GenreId` = `tracks`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY `genres`.`Name` ASC
LIMIT 5;
