SELECT `tracks`.`TrackId`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`Milliseconds` BETWEEN 200000 AND 200500
ORDER BY `tracks`.`TrackId` ASC;
