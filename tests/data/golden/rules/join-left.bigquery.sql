SELECT `artists`.`ArtistId`, `artists`.`Name`, `albums`.`Title`
FROM `artists`
LEFT JOIN `albums` ON `artists`.`ArtistId` = `albums`.`ArtistId`
WHERE `albums`.`AlbumId` IS NULL
ORDER BY `artists`.`ArtistId` ASC
LIMIT 3;
