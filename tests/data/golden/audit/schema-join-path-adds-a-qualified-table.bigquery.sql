SELECT `customers`.`name`, `employees`.`name` AS `name_2`
FROM `sales`.`customers`
INNER JOIN `sales`.`orders` ON `customers`.`id` = `orders`.`customer_id`
INNER JOIN `hr`.`employees` ON `orders`.`handled_by` = `employees`.`id`;
