SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`
FROM `customers`
INNER JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `genres`.`Name` = 'Rock'
INTERSECT DISTINCT
SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`
FROM `customers`
INNER JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `genres`.`Name` = 'Jazz'
ORDER BY 1 ASC;
