SELECT DATE_ADD(MAKEDATE(YEAR(`invoices`.`InvoiceDate`), 1), INTERVAL (QUARTER(`invoices`.`InvoiceDate`) - 1) * 3 MONTH) AS `quarter`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_ADD(MAKEDATE(YEAR(`invoices`.`InvoiceDate`), 1), INTERVAL (QUARTER(`invoices`.`InvoiceDate`) - 1) * 3 MONTH)
ORDER BY `quarter` ASC;
