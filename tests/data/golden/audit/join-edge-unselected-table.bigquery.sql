SELECT `tracks`.`Name`, `albums`.`Title`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
WHERE `artists`.`Name` LIKE 'Maeve%'
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
