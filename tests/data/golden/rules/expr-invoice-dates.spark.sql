SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    YEAR(`invoices`.`InvoiceDate`) AS `year`,
    EXTRACT(DAYOFWEEK_ISO FROM `invoices`.`InvoiceDate`) AS `weekday`,
    CAST(DATE_TRUNC('WEEK', `invoices`.`InvoiceDate`) AS DATE) AS `week`,
    CAST(DATE_TRUNC('QUARTER', `invoices`.`InvoiceDate`) AS DATE) AS `quarter`,
    ((YEAR(DATE '2030-01-01') * 12) + MONTH(DATE '2030-01-01')) - ((YEAR(`invoices`.`InvoiceDate`) * 12) + MONTH(`invoices`.`InvoiceDate`)) AS `months_to_2030`,
    DATEDIFF(CAST(DATE '2030-01-01' AS DATE), CAST(`invoices`.`InvoiceDate` AS DATE)) AS `days_to_2030`
FROM `invoices`
WHERE `invoices`.`InvoiceId` IN (1, 100, 412)
ORDER BY `invoices`.`InvoiceId` ASC;
