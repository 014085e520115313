SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`,
    `customers`.`Email`, `customers`.`Country`
FROM `invoices`
RIGHT JOIN `customers` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
WHERE `invoices`.`InvoiceId` IS NULL
ORDER BY `customers`.`CustomerId` ASC;
