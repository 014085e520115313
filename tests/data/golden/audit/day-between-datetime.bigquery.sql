SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2021-01-03'
  AND `invoices`.`InvoiceDate` < DATE '2021-01-05'
ORDER BY `invoices`.`InvoiceId` ASC;
