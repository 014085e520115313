SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    YEAR(`invoices`.`InvoiceDate`) AS `year`,
    WEEKDAY(`invoices`.`InvoiceDate`) + 1 AS `weekday`,
    FROM_DAYS(FLOOR((TO_DAYS(`invoices`.`InvoiceDate`) - 2) / 7) * 7 + 2) AS `week`,
    DATE_ADD(DATE '1000-01-01', INTERVAL FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', `invoices`.`InvoiceDate`) / 3) * 3 MONTH) AS `quarter`,
    ((YEAR(DATE '2030-01-01') * 12) + MONTH(DATE '2030-01-01')) - ((YEAR(`invoices`.`InvoiceDate`) * 12) + MONTH(`invoices`.`InvoiceDate`)) AS `months_to_2030`,
    DATEDIFF(DATE '2030-01-01', `invoices`.`InvoiceDate`) AS `days_to_2030`
FROM `invoices`
WHERE `invoices`.`InvoiceId` IN (1, 100, 412)
ORDER BY `invoices`.`InvoiceId` ASC;
