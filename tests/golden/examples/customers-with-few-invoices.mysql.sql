WITH `frequent_buyers` AS (
  SELECT `invoices`.`CustomerId`,
      COUNT(`invoices`.`InvoiceId`) AS `invoice_count`
  FROM `invoices`
  GROUP BY `invoices`.`CustomerId`
  HAVING COUNT(`invoices`.`InvoiceId`) > 9
)
SELECT `customers`.`CustomerId`, `customers`.`FirstName`, `customers`.`LastName`,
    `customers`.`Country`
FROM `customers`
WHERE `customers`.`CustomerId` NOT IN (SELECT `frequent_buyers`.`CustomerId` FROM `frequent_buyers` WHERE `frequent_buyers`.`CustomerId` IS NOT NULL)
ORDER BY `customers`.`CustomerId` ASC
LIMIT 20;
