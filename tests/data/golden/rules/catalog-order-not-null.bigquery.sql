SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Composer`
FROM `tracks`
ORDER BY `tracks`.`Composer` DESC, `tracks`.`Name` ASC, `tracks`.`TrackId` ASC
LIMIT 4;
