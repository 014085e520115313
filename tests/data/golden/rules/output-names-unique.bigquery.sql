SELECT `tracks`.`Name`, `albums`.`Title`, `artists`.`Name` AS `Name_2`,
    `artists`.`ArtistId` AS `Name_2_2`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
