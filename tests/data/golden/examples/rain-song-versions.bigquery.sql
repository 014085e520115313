SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Composer`
FROM `tracks`
WHERE LOWER(`tracks`.`Name`) LIKE LOWER('%rain%')
  AND (`tracks`.`Name` LIKE '%(Live)' OR `tracks`.`Name` LIKE '%(Acoustic)' OR `tracks`.`Name` LIKE '%(Demo)')
  AND `tracks`.`Composer` IS NOT NULL
  AND NOT (`tracks`.`Explicit` = TRUE)
ORDER BY `tracks`.`Name` ASC, `tracks`.`TrackId` ASC;
