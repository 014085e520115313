SELECT `tracks`.`Name`, `genres`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
