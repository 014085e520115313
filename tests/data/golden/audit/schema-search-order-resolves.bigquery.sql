SELECT `orders`.`total`, `customers`.`name`
FROM `sales`.`orders`
INNER JOIN `customers` ON `orders`.`customer_id` = `customers`.`id`;
