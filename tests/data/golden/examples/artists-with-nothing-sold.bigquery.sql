SELECT `artists`.`ArtistId`, `artists`.`Name`
FROM `artists`
INNER JOIN `albums` ON `artists`.`ArtistId` = `albums`.`ArtistId`
EXCEPT DISTINCT
SELECT `artists`.`ArtistId`, `artists`.`Name`
FROM `artists`
INNER JOIN `albums` ON `artists`.`ArtistId` = `albums`.`ArtistId`
INNER JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
INNER JOIN `invoice_items` ON `tracks`.`TrackId` = `invoice_items`.`TrackId`
ORDER BY 2 ASC;
