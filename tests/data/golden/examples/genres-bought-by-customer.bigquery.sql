SELECT DISTINCT `genres`.`Name`
FROM `customers`
INNER JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `customers`.`Email` = 'emma.dangelo@example.org'
ORDER BY `genres`.`Name` ASC;
