SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    EXTRACT(YEAR FROM `invoices`.`InvoiceDate`) AS `year`,
    MOD(EXTRACT(DAYOFWEEK FROM `invoices`.`InvoiceDate`) + 5, 7) + 1 AS `weekday`,
    DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), ISOWEEK) AS `week`,
    DATE_TRUNC(CAST(`invoices`.`InvoiceDate` AS DATE), QUARTER) AS `quarter`,
    ((EXTRACT(YEAR FROM DATE '2030-01-01') * 12) + EXTRACT(MONTH FROM DATE '2030-01-01')) - ((EXTRACT(YEAR FROM `invoices`.`InvoiceDate`) * 12) + EXTRACT(MONTH FROM `invoices`.`InvoiceDate`)) AS `months_to_2030`,
    DATE_DIFF(CAST(DATE '2030-01-01' AS DATE), CAST(`invoices`.`InvoiceDate` AS DATE), DAY) AS `days_to_2030`
FROM `invoices`
WHERE `invoices`.`InvoiceId` IN (1, 100, 412)
ORDER BY `invoices`.`InvoiceId` ASC;
