SELECT `tracks`.`AlbumId`, COUNT(*) AS `track_count`
FROM `tracks`
GROUP BY `tracks`.`AlbumId`
ORDER BY `tracks`.`AlbumId` ASC
LIMIT 5;
