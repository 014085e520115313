SELECT `products`.`ProductName`
FROM `products`
WHERE `products`.`Discontinued` = 0
  AND `products`.`InStock` IN (TRUE, FALSE);
