SELECT `orders`.`id`, `orders`.`total`
FROM `sales`.`orders`
ORDER BY `orders`.`id` ASC;
