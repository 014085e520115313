SELECT `customers`.`LastName`
FROM `customers`
ORDER BY `customers`.`CustomerId` ASC
LIMIT 5;
