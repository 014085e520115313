SELECT YEAR(`invoices`.`InvoiceDate`) AS `year`,
    DATE_ADD(DATE '1000-01-01', INTERVAL FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', `invoices`.`InvoiceDate`) / 3) * 3 MONTH) AS `quarter_start`,
    SUM(ROUND(CAST(`invoices`.`Total` * 1.1 AS DECIMAL(65, 30)), 1)) AS `taxed`,
    COUNT(*) AS `invoices`, AVG(CAST(`invoices`.`Total` AS DOUBLE)) AS `average`
FROM `invoices`
GROUP BY YEAR(`invoices`.`InvoiceDate`),
    DATE_ADD(DATE '1000-01-01', INTERVAL FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', `invoices`.`InvoiceDate`) / 3) * 3 MONTH)
HAVING COUNT(*) > 20
ORDER BY `quarter_start` ASC;
