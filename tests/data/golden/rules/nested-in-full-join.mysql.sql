SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`AlbumId` IN (SELECT `albums`.`AlbumId` FROM `albums` LEFT JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId` WHERE `artists`.`ArtistId` <= 3 UNION ALL SELECT `albums`.`AlbumId` FROM `albums` RIGHT JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId` WHERE `artists`.`ArtistId` <= 3 AND `albums`.`ArtistId` IS NULL)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 8;
