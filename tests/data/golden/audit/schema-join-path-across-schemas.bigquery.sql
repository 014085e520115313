SELECT `orders`.`total`, `employees`.`name`
FROM `sales`.`orders`
INNER JOIN `hr`.`employees` ON `orders`.`handled_by` = `employees`.`id`;
