SELECT `invoice_items`.`InvoiceLineId`, `invoices`.`Total`, `tracks`.`Name`
FROM `invoice_items`
INNER JOIN `invoices` ON `invoice_items`.`InvoiceId` = `invoices`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId` AND `tracks`.`UnitPrice` = `invoice_items`.`UnitPrice`
ORDER BY `invoice_items`.`InvoiceLineId` ASC
LIMIT 3;
