SELECT DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY) AS `month`,
    SUM(`invoices`.`Total`) AS `revenue`,
    SUM(`invoices`.`Total` * 2) AS `double_revenue`
FROM `invoices`
GROUP BY DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL DAYOFMONTH(`invoices`.`InvoiceDate`) - 1 DAY)
ORDER BY `month` ASC
LIMIT 5;
