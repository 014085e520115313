SELECT `invoices`.`InvoiceId`,
    ROUND(CAST(`invoices`.`Total` * 0.2 AS NUMERIC), 2) AS `tax`,
    UPPER(`invoices`.`BillingCity`) AS `city`
FROM `invoices`
ORDER BY `invoices`.`InvoiceId` ASC
LIMIT 3;
