SELECT `orders`.`total`
FROM `sales`.`orders`;
