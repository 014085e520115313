SELECT `orders`.`id`, `customers`.`name`
FROM `orders`
INNER JOIN `customers` ON `orders`.`billed_to` = `customers`.`id`;
