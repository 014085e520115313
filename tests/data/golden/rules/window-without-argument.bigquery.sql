SELECT `tracks`.`TrackId`,
    MAX(`tracks`.`AlbumId`) OVER (PARTITION BY `tracks`.`AlbumId`) AS `max_AlbumId`,
    ROW_NUMBER() OVER () AS `row_number`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1
ORDER BY `tracks`.`TrackId` ASC;
