SELECT `customers`.`CustomerId`, `customers`.`Country`
FROM `customers`
WHERE `customers`.`CustomerId` NOT IN (SELECT `invoices`.`CustomerId` FROM `invoices` WHERE `invoices`.`CustomerId` IS NOT NULL GROUP BY `invoices`.`CustomerId` HAVING COUNT(*) > 7)
ORDER BY `customers`.`CustomerId` ASC;
