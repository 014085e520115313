SELECT `customers`.`City`, `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` LIKE 'C%'
UNION DISTINCT
SELECT `employees`.`City`, `employees`.`Country`
FROM `employees`
ORDER BY 1 ASC, 2 ASC;
