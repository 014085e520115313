SELECT EXTRACT(YEAR FROM `invoices`.`InvoiceDate`) AS `year`,
    SUM(CASE WHEN `invoices`.`Total` > 10 THEN 1 ELSE 0 END) AS `big_ones`,
    COUNT(*) AS `n`
FROM `invoices`
WHERE EXTRACT(YEAR FROM `invoices`.`InvoiceDate`) >= 2010
GROUP BY EXTRACT(YEAR FROM `invoices`.`InvoiceDate`)
HAVING COUNT(*) > 1
ORDER BY `year` ASC;
