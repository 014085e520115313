SELECT `tracks`.`Name`, `albums`.`Title`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
WHERE `tracks`.`Milliseconds` > 900000
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
