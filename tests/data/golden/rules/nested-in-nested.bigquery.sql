SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT `invoices`.`CustomerId` FROM `invoices` WHERE `invoices`.`BillingCountry` = `customers`.`Country` AND `invoices`.`InvoiceId` IN (SELECT `invoice_items`.`InvoiceId` FROM `invoice_items` INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId` WHERE `tracks`.`GenreId` = 2))
ORDER BY `customers`.`CustomerId` ASC;
