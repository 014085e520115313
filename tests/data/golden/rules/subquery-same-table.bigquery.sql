SELECT `tracks`.`TrackId`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE EXISTS (SELECT 1 FROM `tracks` AS `sq1` WHERE `sq1`.`AlbumId` = `tracks`.`AlbumId` AND `sq1`.`Milliseconds` > 5000000)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
