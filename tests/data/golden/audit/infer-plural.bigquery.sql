SELECT `products`.`name`, `categories`.`title`
FROM `products`
INNER JOIN `categories` ON `products`.`category_id` = `categories`.`id`;
