SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`,
    SUM(`invoices`.`Total` * 2) AS `double_revenue`
FROM `invoices`
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH)
ORDER BY `month` ASC
LIMIT 5;
