SELECT MAKEDATE(YEAR(`invoices`.`InvoiceDate`), 1) AS `year`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY MAKEDATE(YEAR(`invoices`.`InvoiceDate`), 1)
ORDER BY `year` ASC;
