SELECT WEEKDAY(`invoices`.`InvoiceDate`) + 1 AS `weekday`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY WEEKDAY(`invoices`.`InvoiceDate`) + 1
ORDER BY `weekday` ASC;
