SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`UnitPrice`,
    `tracks`.`Composer`
FROM `tracks`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
