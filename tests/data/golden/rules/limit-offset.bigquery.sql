SELECT `tracks`.`TrackId`
FROM `tracks`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 2 OFFSET 3;
