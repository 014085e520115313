SELECT `orders`.`total`, `employees`.`name`
FROM `sales`.`orders`
INNER JOIN `employees` ON `orders`.`handled_by` = `employees`.`id`;
