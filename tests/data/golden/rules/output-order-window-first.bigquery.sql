SELECT ROW_NUMBER() OVER (ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `longest`,
    `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
ORDER BY `longest` ASC
LIMIT 3;
