SELECT `invoices`.`InvoiceId`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATETIME '2025-12-01 00:00:00'
  AND `invoices`.`CustomerId` <> 7
ORDER BY `invoices`.`InvoiceId` ASC
LIMIT 3;
