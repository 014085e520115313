SELECT `a`.`id`, `d`.`id` AS `id_2`
FROM `a`
INNER JOIN `b` ON `a`.`id` = `b`.`a_id`
INNER JOIN `d` ON `b`.`id` = `d`.`b_id`;
