SELECT `so`.`total`, `orders`.`item`
FROM `sales`.`orders` AS `so`
INNER JOIN `hr`.`employees` ON `so`.`handled_by` = `employees`.`id`
INNER JOIN `hr`.`orders` ON `employees`.`id` = `orders`.`employee_id`;
