SELECT `tracks`.`Name`, `tracks`.`Name` AS `track`, `genres`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
ORDER BY `track` ASC, `tracks`.`TrackId` ASC
LIMIT 3;
