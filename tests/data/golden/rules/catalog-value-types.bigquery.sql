SELECT `tracks`.`TrackId`, `tracks`.`Explicit`
FROM `tracks`
WHERE `tracks`.`Explicit` = TRUE
  AND `tracks`.`Milliseconds` > 300000
  AND `tracks`.`Name` <> '1'
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
