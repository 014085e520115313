SELECT CAST(`tracks`.`Milliseconds` AS FLOAT64) / NULLIF(1000, 0) AS `seconds`,
    `tracks`.`UnitPrice`, `tracks`.`Name`
FROM `tracks`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
