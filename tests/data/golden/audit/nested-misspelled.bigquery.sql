SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE EXISTS (SELECT `invoices`.`InvoiceId` FROM `invoices` WHERE `invoices`.`Total` > 20 AND `invoices`.`BillingCountry` = `customers`.`Country` AND `invoices`.`CustomerId` = `customers`.`CustomerId`)
ORDER BY `customers`.`CustomerId` ASC;
