SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` LIKE 'C%'
UNION DISTINCT
SELECT `employees`.`Country`
FROM `employees`;
