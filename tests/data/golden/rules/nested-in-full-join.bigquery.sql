SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`AlbumId` IN (SELECT `albums`.`AlbumId` FROM `albums` FULL JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId` WHERE `artists`.`ArtistId` <= 3)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 8;
