SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` LIKE '%\\% Pure'
ORDER BY `tracks`.`TrackId` ASC;
