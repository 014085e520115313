SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`,
    `customers`.`Country`
FROM `customers`
WHERE `customers`.`CustomerId` NOT IN (SELECT `invoices`.`CustomerId` FROM `invoices` WHERE `invoices`.`CustomerId` IS NOT NULL GROUP BY `invoices`.`CustomerId` HAVING COUNT(`invoices`.`InvoiceId`) > 9)
ORDER BY `customers`.`CustomerId` ASC
LIMIT 20;
