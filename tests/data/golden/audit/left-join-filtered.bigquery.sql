SELECT `artists`.`Name`, `albums`.`Title`
FROM `artists`
LEFT JOIN `albums` ON `artists`.`ArtistId` = `albums`.`ArtistId`
WHERE `albums`.`ReleaseYear` > 2000
ORDER BY `artists`.`ArtistId` ASC, `albums`.`AlbumId` ASC
LIMIT 3;
