SELECT DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= TIMESTAMP '2025-01-01 00:00:00'
  AND `invoices`.`InvoiceDate` < TIMESTAMP '2026-01-01 00:00:00'
GROUP BY DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY)
ORDER BY `month` ASC;
