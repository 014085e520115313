SELECT `tracks`.`TrackId`, `albums`.`Title`, `artists`.`Name`,
    `media_types`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
INNER JOIN `media_types` ON `tracks`.`MediaTypeId` = `media_types`.`MediaTypeId`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
