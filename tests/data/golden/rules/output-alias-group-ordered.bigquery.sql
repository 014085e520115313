SELECT `customers`.`Country` AS `nation`, COUNT(*) AS `invoice_count`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
GROUP BY `customers`.`Country`
HAVING `customers`.`Country` <> 'USA'
ORDER BY `nation` DESC
LIMIT 5;
