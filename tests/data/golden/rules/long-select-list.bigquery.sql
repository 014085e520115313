SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`,
    `customers`.`Company`, `customers`.`City`, `customers`.`State`,
    `customers`.`Country`, `customers`.`Email`, `customers`.`SupportRepId`
FROM `customers`
ORDER BY `customers`.`CustomerId` ASC
LIMIT 2;
