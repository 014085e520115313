SELECT `tracks`.`Name`, `genres`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `tracks`.`GenreId` IN (1, 2)
ORDER BY `tracks`.`Name` DESC, `tracks`.`TrackId` ASC
LIMIT 3;
