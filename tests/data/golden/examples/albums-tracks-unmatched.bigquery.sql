SELECT `albums`.`AlbumId`, `albums`.`Title`, `tracks`.`TrackId`, `tracks`.`Name`
FROM `albums`
FULL JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
WHERE `albums`.`AlbumId` IS NULL OR `tracks`.`TrackId` IS NULL
ORDER BY `albums`.`AlbumId` ASC, `tracks`.`TrackId` ASC;
