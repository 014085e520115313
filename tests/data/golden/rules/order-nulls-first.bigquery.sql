SELECT `tracks`.`TrackId`, `tracks`.`GenreId`
FROM `tracks`
ORDER BY `tracks`.`GenreId` ASC, `tracks`.`TrackId` ASC
LIMIT 3;
