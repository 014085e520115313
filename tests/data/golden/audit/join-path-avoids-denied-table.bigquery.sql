SELECT `a`.`id`, `d`.`id` AS `id_2`
FROM `a`
INNER JOIN `c` ON `a`.`id` = `c`.`a_id`
INNER JOIN `d` ON `c`.`id` = `d`.`c_id`;
