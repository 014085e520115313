WITH `countries` AS (
  SELECT `customers`.`Country`
  FROM `customers`
  WHERE `customers`.`Country` LIKE 'U%'
  UNION DISTINCT
  SELECT `employees`.`Country`
  FROM `employees`
)
SELECT `countries`.`Country`
FROM `countries`
ORDER BY `countries`.`Country` ASC;
