SELECT `albums`.`Title`
FROM `albums`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
ORDER BY `albums`.`AlbumId` ASC
LIMIT 3;
