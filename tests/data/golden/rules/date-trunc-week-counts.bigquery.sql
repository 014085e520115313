SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), ISOWEEK) AS `week`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), ISOWEEK)
ORDER BY `week` ASC;
