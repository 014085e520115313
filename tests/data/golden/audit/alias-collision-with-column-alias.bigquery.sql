SELECT `genres`.`Name` AS `tracks`, COUNT(*) AS `Tracks_2`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY `Tracks_2` DESC
LIMIT 3;
