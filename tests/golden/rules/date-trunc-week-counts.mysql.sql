SELECT DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL WEEKDAY(`invoices`.`InvoiceDate`) DAY) AS `week`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL WEEKDAY(`invoices`.`InvoiceDate`) DAY)
ORDER BY `week` ASC;
