SELECT CAST(DATE_TRUNC('MONTH', `invoices`.`InvoiceDate`) AS DATE) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2025-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY CAST(DATE_TRUNC('MONTH', `invoices`.`InvoiceDate`) AS DATE)
ORDER BY `month` ASC;
