SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT `invoices`.`CustomerId` FROM `invoices` ORDER BY `invoices`.`Total` DESC, `invoices`.`InvoiceId` ASC LIMIT 5)
ORDER BY `customers`.`CustomerId` ASC;
