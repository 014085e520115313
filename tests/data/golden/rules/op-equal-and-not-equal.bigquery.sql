SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`MediaTypeId` = 2
  AND `tracks`.`Composer` <> 'AC/DC'
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5;
