SELECT `invoices`.`InvoiceId`, `invoices`.`BillingCountry`,
    `customers`.`Country`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
WHERE `invoices`.`BillingCountry` = `customers`.`Country`
ORDER BY `invoices`.`InvoiceId` ASC
LIMIT 5;
