SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT * FROM (SELECT `invoices`.`CustomerId` FROM `invoices` ORDER BY `invoices`.`Total` DESC, `invoices`.`InvoiceId` ASC LIMIT 5) AS `limited`)
ORDER BY `customers`.`CustomerId` ASC;
