SELECT `o`.`item`, `employees`.`name`
FROM `hr`.`orders` AS `o`
INNER JOIN `hr`.`employees` ON `o`.`employee_id` = `employees`.`id`;
