SELECT CAST(DATE_FORMAT(`invoices`.`InvoiceDate`, '%Y-%m-01') AS DATE) AS `month`
FROM `invoices`
GROUP BY CAST(DATE_FORMAT(`invoices`.`InvoiceDate`, '%Y-%m-01') AS DATE)
ORDER BY `month` DESC
LIMIT 3;
