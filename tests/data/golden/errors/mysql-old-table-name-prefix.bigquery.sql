SELECT `#mysql50#archive`.`id`
FROM `#mysql50#archive`;
