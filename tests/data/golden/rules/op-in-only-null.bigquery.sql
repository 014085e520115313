SELECT `tracks`.`TrackId`
FROM `tracks`
WHERE `tracks`.`GenreId` IS NULL
  AND `tracks`.`AlbumId` IS NOT NULL
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5;
