SELECT `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > 1500000
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
