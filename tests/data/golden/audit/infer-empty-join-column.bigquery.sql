SELECT `tracks`.`Name`, `albums`.`Title`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5;
