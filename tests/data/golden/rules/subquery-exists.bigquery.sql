SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE NOT EXISTS (SELECT 1 FROM `invoices` WHERE `invoices`.`CustomerId` = `customers`.`CustomerId`)
ORDER BY `customers`.`CustomerId` ASC;
