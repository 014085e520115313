SELECT `customers`.`CustomerId`
FROM `customers`
WHERE `customers`.`City` = 'customers.City';
