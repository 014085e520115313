SELECT `tracks`.`TrackId`
FROM `tracks`
WHERE `tracks`.`Milliseconds` BETWEEN 200000 AND 200500
ORDER BY `tracks`.`TrackId` ASC;
