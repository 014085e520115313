SELECT `a`.`id`, `d`.`id`
FROM `a`
INNER JOIN `c` ON `a`.`id` = `c`.`a_id`
INNER JOIN `d` ON `c`.`id` = `d`.`c_id`;
