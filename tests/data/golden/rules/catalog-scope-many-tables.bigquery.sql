SELECT `tracks`.`Name`, `albums`.`Title`, `ar`.`Name` AS `Name_2`,
    `genres`.`Name` AS `Name_3`, `media_types`.`Name` AS `Name_4`,
    `ii`.`Quantity`, `invoices`.`InvoiceDate`, `customers`.`LastName`,
    `rep`.`LastName` AS `LastName_2`, `boss`.`LastName` AS `LastName_3`,
    `playlists`.`Name` AS `Name_5`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
INNER JOIN `media_types` ON `tracks`.`MediaTypeId` = `media_types`.`MediaTypeId`
INNER JOIN `invoice_items` AS `ii` ON `ii`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `playlist_track` AS `pt` ON `pt`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `artists` AS `ar` ON `albums`.`ArtistId` = `ar`.`ArtistId`
INNER JOIN `invoices` ON `ii`.`InvoiceId` = `invoices`.`InvoiceId`
INNER JOIN `playlists` ON `pt`.`PlaylistId` = `playlists`.`PlaylistId`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
INNER JOIN `employees` AS `rep` ON `customers`.`SupportRepId` = `rep`.`EmployeeId`
LEFT JOIN `employees` AS `boss` ON `rep`.`ReportsTo` = `boss`.`EmployeeId`
WHERE `genres`.`Name` = 'Rock'
  AND `boss`.`LastName` IS NOT NULL
ORDER BY `ii`.`InvoiceLineId` ASC, `playlists`.`PlaylistId` ASC
LIMIT 5;
