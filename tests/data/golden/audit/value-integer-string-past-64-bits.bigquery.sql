SELECT `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Milliseconds` < 99999999999999999999.0
ORDER BY `tracks`.`TrackId` ASC
LIMIT 2;
