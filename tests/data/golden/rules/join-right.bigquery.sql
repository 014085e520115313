SELECT `albums`.`Title`, `artists`.`ArtistId`, `artists`.`Name`
FROM `albums`
RIGHT JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
WHERE `albums`.`AlbumId` IS NULL
ORDER BY `artists`.`ArtistId` ASC
LIMIT 3;
