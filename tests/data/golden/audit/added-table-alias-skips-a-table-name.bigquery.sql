SELECT `invoices`.`country`
FROM `customers` AS `invoices`
INNER JOIN `invoices` AS `invoices_3` ON `invoices`.`id` = `invoices_3`.`billed_to`
WHERE `invoices_3`.`total` > 20;
