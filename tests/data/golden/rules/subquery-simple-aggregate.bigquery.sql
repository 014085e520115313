SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`GenreId` = 1
  AND `tracks`.`Milliseconds` > (SELECT AVG(`sq1`.`Milliseconds`) FROM `tracks` AS `sq1` WHERE `sq1`.`GenreId` = 1)
  AND `tracks`.`AlbumId` NOT IN (SELECT MAX(`albums`.`AlbumId`) FROM `albums` HAVING MAX(`albums`.`AlbumId`) IS NOT NULL)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 8;
