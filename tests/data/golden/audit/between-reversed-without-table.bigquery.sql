SELECT `invoices`.`InvoiceId`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2023-03-10'
  AND `invoices`.`InvoiceDate` < DATE '2024-03-02'
ORDER BY `invoices`.`InvoiceId` ASC
LIMIT 3;
