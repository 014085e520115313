SELECT `a`.`id`, `d`.`id`
FROM `a`
INNER JOIN `b` ON `a`.`id` = `b`.`a_id`
INNER JOIN `d` ON `b`.`id` = `d`.`b_id`;
