SELECT `customers`.`name`
FROM `customers`
WHERE `customers`.`id` IN (SELECT `orders`.`customer_id` FROM `sales`.`orders`);
