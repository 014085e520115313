SELECT `tracks`.`TrackId`, `tracks`.`GenreId`
FROM `tracks`
WHERE (`tracks`.`GenreId` IN (25) OR `tracks`.`GenreId` IS NULL)
  AND `tracks`.`Composer` NOT IN ('nobody')
  AND `tracks`.`Composer` IS NOT NULL
ORDER BY `tracks`.`TrackId` ASC
LIMIT 8;
