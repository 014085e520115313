SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` LIKE 'C%'
EXCEPT DISTINCT
SELECT `employees`.`Country`
FROM `employees`;
