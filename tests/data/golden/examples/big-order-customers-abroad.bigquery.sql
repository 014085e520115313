SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`,
    `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` NOT IN ('USA', 'Canada')
  AND EXISTS (SELECT 1 FROM `invoices` WHERE `invoices`.`CustomerId` = `customers`.`CustomerId` AND `invoices`.`Total` >= 14)
ORDER BY `customers`.`Country` ASC, `customers`.`CustomerId` ASC;
