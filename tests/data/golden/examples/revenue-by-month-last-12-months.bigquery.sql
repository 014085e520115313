SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2025-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH)
ORDER BY `month` ASC;
