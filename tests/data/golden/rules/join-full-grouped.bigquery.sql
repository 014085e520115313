SELECT `albums`.`AlbumId`, COUNT(`tracks`.`TrackId`) AS `track_count`
FROM `albums`
FULL JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
GROUP BY `albums`.`AlbumId`
ORDER BY `albums`.`AlbumId` ASC
LIMIT 3;
