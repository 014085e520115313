SELECT `customers`.`LastName`, `tracks`.`Name`
FROM `customers`
INNER JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
WHERE `customers`.`CustomerId` = 1
ORDER BY `tracks`.`TrackId` ASC
LIMIT 3;
