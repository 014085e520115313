SELECT `tracks`.`TrackId`, `tracks`.`Name`, `albums`.`Title`,
    `artists`.`Name` AS `Name_2`, SUM(`invoice_items`.`Quantity`) AS `UnitsSold`,
    COUNT(DISTINCT `invoice_items`.`InvoiceId`) AS `Orders`
FROM `invoice_items`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
GROUP BY `tracks`.`TrackId`, `tracks`.`Name`, `albums`.`Title`, `artists`.`Name`
ORDER BY `UnitsSold` DESC, `tracks`.`TrackId` ASC
LIMIT 10;
