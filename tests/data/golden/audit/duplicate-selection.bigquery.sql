SELECT `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > 1000000
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
