SELECT `tracks`.`Name`, `invoices`.`Country`
FROM `tracks`
INNER JOIN `invoice_items` ON `tracks`.`TrackId` = `invoice_items`.`TrackId`
INNER JOIN `invoices` AS `invoices_2` ON `invoice_items`.`InvoiceId` = `invoices_2`.`InvoiceId`
INNER JOIN `customers` AS `invoices` ON `invoices_2`.`CustomerId` = `invoices`.`CustomerId`
ORDER BY `tracks`.`Name` ASC, `invoices`.`Country` ASC
LIMIT 4;
