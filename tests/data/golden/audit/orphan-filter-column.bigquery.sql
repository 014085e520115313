SELECT `tracks`.`Name`, `tracks`.`Composer`
FROM `tracks`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 2;
