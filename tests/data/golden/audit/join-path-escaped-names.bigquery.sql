SELECT `a`.`id`, `c‮d`.`v`
FROM `a`
INNER JOIN `b\x1b[31m` ON `a`.`id` = `b\x1b[31m`.`a_id`
INNER JOIN `c‮d` ON `b\x1b[31m`.`c_id` = `c‮d`.`id`;
