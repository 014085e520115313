SELECT EXTRACT(YEAR FROM `invoices`.`InvoiceDate`) AS `year`,
    DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), QUARTER) AS `quarter_start`,
    SUM(ROUND(CAST(`invoices`.`Total` * 1.1 AS NUMERIC), 1)) AS `taxed`,
    COUNT(*) AS `invoices`,
    AVG(CAST(`invoices`.`Total` AS FLOAT64)) AS `average`
FROM `invoices`
GROUP BY EXTRACT(YEAR FROM `invoices`.`InvoiceDate`),
    DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), QUARTER)
HAVING COUNT(*) > 20
ORDER BY `quarter_start` ASC;
