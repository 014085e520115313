SELECT `tracks`.`Name`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `genres`.`Name` = 'Jazz'
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
