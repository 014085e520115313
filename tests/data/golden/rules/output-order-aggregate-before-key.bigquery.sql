SELECT SUM(`invoices`.`Total`) AS `revenue`, `invoices`.`BillingCountry`,
    COUNT(`invoices`.`InvoiceId`) AS `count_InvoiceId`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `revenue` DESC
LIMIT 3;
