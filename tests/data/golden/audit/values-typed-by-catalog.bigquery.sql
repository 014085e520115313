SELECT `tracks`.`TrackId`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > 300000
  AND `tracks`.`Explicit` = TRUE
  AND `tracks`.`Name` <> '42'
  AND `tracks`.`UnitPrice` IN (0.99, 1.99)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
