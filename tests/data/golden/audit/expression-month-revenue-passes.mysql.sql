SELECT CAST(DATE_FORMAT(`invoices`.`InvoiceDate`, '%Y-%m-01') AS DATE) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`,
    SUM(`invoices`.`Total` * 2) AS `double_revenue`
FROM `invoices`
GROUP BY CAST(DATE_FORMAT(`invoices`.`InvoiceDate`, '%Y-%m-01') AS DATE)
ORDER BY `month` ASC
LIMIT 5;
