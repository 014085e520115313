SELECT `customers`.`CustomerId`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT `invoices`.`CustomerId` FROM `invoices` WHERE `invoices`.`BillingCountry` = `customers`.`Country` ORDER BY `invoices`.`Total` DESC, `invoices`.`InvoiceId` ASC LIMIT 3)
ORDER BY `customers`.`CustomerId` ASC
LIMIT 5;
