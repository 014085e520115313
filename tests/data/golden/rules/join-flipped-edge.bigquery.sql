SELECT `artists`.`Name`, `albums`.`Title`
FROM `artists`
RIGHT JOIN `albums` ON `albums`.`ArtistId` = `artists`.`ArtistId`
ORDER BY `albums`.`AlbumId` ASC
LIMIT 3;
