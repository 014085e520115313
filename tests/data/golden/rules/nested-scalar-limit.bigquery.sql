SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` = (SELECT `invoices`.`CustomerId` FROM `invoices` ORDER BY `invoices`.`Total` DESC, `invoices`.`InvoiceId` ASC LIMIT 1);
