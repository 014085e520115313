SELECT `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > 400000
ORDER BY `tracks`.`TrackId` ASC
LIMIT 2;
