SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`Milliseconds` > (SELECT AVG(`sq1`.`Milliseconds`) AS `avg_ms` FROM `tracks` AS `sq1` WHERE `sq1`.`AlbumId` = `tracks`.`AlbumId`)
  AND `tracks`.`Milliseconds` <= (SELECT MAX(`sq2`.`Milliseconds`) AS `max_Milliseconds` FROM `tracks` AS `sq2` WHERE `sq2`.`GenreId` = 1)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 8;
