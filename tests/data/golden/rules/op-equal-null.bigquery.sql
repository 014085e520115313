SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`AlbumId` IS NULL
  AND `tracks`.`Composer` IS NOT NULL
ORDER BY `tracks`.`TrackId` ASC;
