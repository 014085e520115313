SELECT `customers`.`Country`, SUM(`invoices`.`Total`) AS `customer_total`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
GROUP BY `customers`.`Country`, `customers`.`CustomerId`
ORDER BY `customers`.`CustomerId` ASC
LIMIT 5;
