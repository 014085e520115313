SELECT `tracks`.`Name`
FROM `tracks`
ORDER BY `tracks`.`Composer` ASC, `tracks`.`TrackId` DESC
LIMIT 3;
