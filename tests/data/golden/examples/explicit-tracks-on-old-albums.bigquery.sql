SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`AlbumId`
FROM `tracks`
WHERE `tracks`.`Explicit` = TRUE
  AND `tracks`.`AlbumId` IN (SELECT `albums`.`AlbumId` FROM `albums` WHERE `albums`.`ReleaseYear` <= 1965)
ORDER BY `tracks`.`AlbumId` ASC, `tracks`.`TrackId` ASC;
