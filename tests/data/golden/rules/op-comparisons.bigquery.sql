SELECT `tracks`.`TrackId`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > 300000
  AND `tracks`.`Milliseconds` <= 310000
  AND `tracks`.`Bytes` >= 1
  AND `tracks`.`UnitPrice` < 1.5
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5;
