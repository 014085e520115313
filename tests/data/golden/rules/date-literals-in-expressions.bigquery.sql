SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    DATE_DIFF(CAST(`invoices`.`InvoiceDate` AS DATE), CAST(DATE '2024-03-01' AS DATE), DAY) AS `days_since_march`,
    CASE WHEN `invoices`.`InvoiceDate` >= '2024-03-05 12:00:00' THEN TRUE ELSE FALSE END AS `after_noon_cutoff`,
    DATETIME '2024-03-05 12:00:00' AS `cutoff`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` BETWEEN '2024-03-01' AND '2024-03-10'
ORDER BY `invoices`.`InvoiceId` ASC;
