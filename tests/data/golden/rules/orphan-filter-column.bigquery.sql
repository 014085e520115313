SELECT `tracks`.`TrackId`, `tracks`.`Composer`
FROM `tracks`
WHERE `tracks`.`GenreId` = 25
ORDER BY `tracks`.`TrackId` ASC;
