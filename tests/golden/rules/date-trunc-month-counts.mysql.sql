SELECT DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY) AS `month`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY)
ORDER BY `month` ASC;
