SELECT `invoices`.`Country`
FROM `customers` AS `invoices`
INNER JOIN `invoices` AS `invoices_2` ON `invoices`.`CustomerId` = `invoices_2`.`CustomerId`
WHERE `invoices_2`.`Total` > 20
ORDER BY `invoices`.`Country` ASC;
