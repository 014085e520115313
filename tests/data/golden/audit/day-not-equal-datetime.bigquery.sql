SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`
FROM `invoices`
WHERE (`invoices`.`InvoiceDate` < DATE '2021-01-03' OR `invoices`.`InvoiceDate` >= DATE '2021-01-04')
  AND `invoices`.`InvoiceDate` < DATE '2021-01-10'
ORDER BY `invoices`.`InvoiceId` ASC;
