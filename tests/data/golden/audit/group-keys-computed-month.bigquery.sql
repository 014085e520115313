SELECT DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH) AS `month`
FROM `invoices`
GROUP BY DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), MONTH)
ORDER BY `month` DESC
LIMIT 3;
