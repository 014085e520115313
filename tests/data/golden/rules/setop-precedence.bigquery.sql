(
  (
    SELECT `customers`.`Country`
    FROM `customers`
    WHERE `customers`.`Country` LIKE 'B%'
    UNION DISTINCT
    SELECT `employees`.`Country`
    FROM `employees`
  )
  INTERSECT DISTINCT
  SELECT `invoices`.`BillingCountry`
  FROM `invoices`
  WHERE `invoices`.`BillingCountry` IN ('Canada', 'USA')
)
EXCEPT DISTINCT
SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`Country` = 'USA';
