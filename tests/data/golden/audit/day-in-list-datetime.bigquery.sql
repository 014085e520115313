SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` IN (DATETIME '2021-01-15 16:32:10') OR (`invoices`.`InvoiceDate` >= DATE '2021-01-03' AND `invoices`.`InvoiceDate` < DATE '2021-01-04') OR (`invoices`.`InvoiceDate` >= DATE '2021-01-08' AND `invoices`.`InvoiceDate` < DATE '2021-01-09')
ORDER BY `invoices`.`InvoiceId` ASC;
