SELECT MOD(EXTRACT(DAYOFWEEK FROM `invoices`.`InvoiceDate`) + 5, 7) + 1 AS `weekday`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY MOD(EXTRACT(DAYOFWEEK FROM `invoices`.`InvoiceDate`) + 5, 7) + 1
ORDER BY `weekday` ASC;
