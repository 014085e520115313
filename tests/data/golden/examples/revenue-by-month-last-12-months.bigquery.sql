SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATETIME '2025-01-01 00:00:00'
  AND `invoices`.`InvoiceDate` < DATETIME '2026-01-01 00:00:00'
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH)
ORDER BY `month` ASC;
