SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` LIKE 'Ca%'
UNION DISTINCT
SELECT `employees`.`Country`
FROM `employees`;
