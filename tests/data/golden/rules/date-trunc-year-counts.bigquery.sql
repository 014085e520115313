SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), YEAR) AS `year`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), YEAR)
ORDER BY `year` ASC;
