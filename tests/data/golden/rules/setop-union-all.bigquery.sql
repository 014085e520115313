SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` = 'Canada'
UNION ALL
SELECT `employees`.`Country`
FROM `employees`
WHERE `employees`.`Title` LIKE '%Manager%';
