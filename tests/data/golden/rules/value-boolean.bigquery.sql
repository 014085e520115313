SELECT `tracks`.`TrackId`, `tracks`.`Explicit`
FROM `tracks`
WHERE `tracks`.`Explicit` = TRUE
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
