SELECT `tracks`.`TrackId`, `tracks`.`Name`,
    ROW_NUMBER() OVER (PARTITION BY `tracks`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `position`,
    DENSE_RANK() OVER (ORDER BY `tracks`.`UnitPrice` DESC) AS `price_rank`,
    NTILE(2) OVER (ORDER BY `tracks`.`TrackId` ASC) AS `half`,
    LAG(`tracks`.`Name`, 1, '(first)') OVER (ORDER BY `tracks`.`TrackId` ASC) AS `previous`,
    SUM(`tracks`.`Milliseconds`) OVER (PARTITION BY `tracks`.`AlbumId`) AS `album_ms`
FROM `tracks`
WHERE `tracks`.`AlbumId` IN (1, 2)
ORDER BY `tracks`.`TrackId` ASC;
