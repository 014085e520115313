WITH `c` AS (
  SELECT `invoices`.`CustomerId`, `invoices`.`Total` * 100 AS `cents`
  FROM `invoices`
)
SELECT `customers`.`CustomerId`, `customers`.`LastName`,
    (`customers`.`FirstName` || ' ') || `customers`.`LastName` AS `name`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT `c`.`CustomerId` FROM `c` WHERE ABS(`c`.`cents`) > 1000)
ORDER BY `name` ASC
LIMIT 3;
