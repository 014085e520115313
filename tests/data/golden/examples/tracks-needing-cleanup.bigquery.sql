SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Composer`,
    `tracks`.`GenreId`, `tracks`.`AlbumId`
FROM `tracks`
WHERE `tracks`.`Name` LIKE 'Track\\_%' OR (`tracks`.`Composer` IS NULL AND `tracks`.`GenreId` IS NULL) OR 1 = 0
ORDER BY `tracks`.`TrackId` ASC;
