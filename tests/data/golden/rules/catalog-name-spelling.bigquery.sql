SELECT `tracks`.`Name`, `tracks`.`TrackId`
FROM `tracks`
WHERE `tracks`.`GenreId` = 3
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
