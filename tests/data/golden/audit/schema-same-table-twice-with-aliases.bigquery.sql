SELECT `so`.`total`, `ho`.`item`
FROM `sales`.`orders` AS `so`
INNER JOIN `hr`.`orders` AS `ho` ON `so`.`handled_by` = `ho`.`employee_id`;
