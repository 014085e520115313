SELECT `employee`.`name`, `department`.`name` AS `name_2`
FROM `employee`
INNER JOIN `department` ON `employee`.`employee_id` = `department`.`employee_id`;
