SELECT `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    YEAR(`invoices`.`InvoiceDate`) AS `year`,
    WEEKDAY(`invoices`.`InvoiceDate`) + 1 AS `weekday`,
    DATE_SUB(DATE(`invoices`.`InvoiceDate`), INTERVAL WEEKDAY(`invoices`.`InvoiceDate`) DAY) AS `week`,
    DATE_ADD(MAKEDATE(YEAR(`invoices`.`InvoiceDate`), 1), INTERVAL (QUARTER(`invoices`.`InvoiceDate`) - 1) * 3 MONTH) AS `quarter`,
    ((YEAR(DATE '2030-01-01') * 12) + MONTH(DATE '2030-01-01')) - ((YEAR(`invoices`.`InvoiceDate`) * 12) + MONTH(`invoices`.`InvoiceDate`)) AS `months_to_2030`,
    DATEDIFF(DATE '2030-01-01', `invoices`.`InvoiceDate`) AS `days_to_2030`
FROM `invoices`
WHERE `invoices`.`InvoiceId` IN (1, 100, 412)
ORDER BY `invoices`.`InvoiceId` ASC;
