SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`
FROM `invoices`
WHERE (`invoices`.`InvoiceDate` < DATE '2021-01-03' OR `invoices`.`InvoiceDate` >= DATE '2021-01-04')
  AND (`invoices`.`InvoiceDate` < DATE '2021-01-08' OR `invoices`.`InvoiceDate` >= DATE '2021-01-09')
  AND `invoices`.`InvoiceDate` < DATE '2021-01-22'
ORDER BY `invoices`.`InvoiceId` ASC;
