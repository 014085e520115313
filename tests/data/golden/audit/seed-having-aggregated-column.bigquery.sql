SELECT `tracks`.`AlbumId`, SUM(`tracks`.`Milliseconds`) AS `total_ms`
FROM `tracks`
WHERE `tracks`.`AlbumId` < 200
GROUP BY `tracks`.`AlbumId`
HAVING SUM(`tracks`.`Milliseconds`) > 4000000
ORDER BY `tracks`.`AlbumId` ASC;
