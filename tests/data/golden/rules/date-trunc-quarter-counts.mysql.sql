SELECT DATE_ADD(DATE '1000-01-01', INTERVAL FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', `invoices`.`InvoiceDate`) / 3) * 3 MONTH) AS `quarter`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY DATE_ADD(DATE '1000-01-01', INTERVAL FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', `invoices`.`InvoiceDate`) / 3) * 3 MONTH)
ORDER BY `quarter` ASC;
