SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` LIKE '%\\%%'
  AND (`tracks`.`Name` LIKE 'Track\\_0_' OR `tracks`.`Name` LIKE '100%')
ORDER BY `tracks`.`TrackId` ASC;
