SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` LIKE 'Rock%'
ORDER BY `tracks`.`TrackId` ASC;
