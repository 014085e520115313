SELECT `employee`.`name`, `department`.`name`
FROM `employee`
INNER JOIN `department` ON `employee`.`employee_id` = `department`.`employee_id`;
