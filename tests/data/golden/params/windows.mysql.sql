SELECT `tracks`.`TrackId`, `tracks`.`Name`,
    ROW_NUMBER() OVER (PARTITION BY `tracks`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `position`,
    DENSE_RANK() OVER (ORDER BY `tracks`.`UnitPrice` DESC) AS `price_rank`,
    NTILE(2) OVER (ORDER BY `tracks`.`TrackId` ASC) AS `half`,
    CASE WHEN ROW_NUMBER() OVER (ORDER BY `tracks`.`TrackId` ASC) > 1 THEN LAG(`tracks`.`Name`, 1) OVER (ORDER BY `tracks`.`TrackId` ASC) ELSE '(first)' END AS `previous`,
    SUM(`tracks`.`Milliseconds`) OVER (PARTITION BY `tracks`.`AlbumId`) AS `album_ms`
FROM `tracks`
WHERE `tracks`.`AlbumId` IN (?, ?)
ORDER BY `tracks`.`TrackId` ASC;
-- parameters: [{"type":"integer","value":1},{"type":"integer","value":2}]
