WITH `customer_purchases` AS (
  SELECT `customers`.`CustomerId`, `customers`.`FirstName`,
      `customers`.`LastName`, `customers`.`Country`,
      SUM(`invoice_items`.`Quantity`) AS `TracksBought`,
      COUNT(DISTINCT `invoices`.`InvoiceId`) AS `InvoiceCount`
  FROM `customers`
  INNER JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
  INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId`
  GROUP BY `customers`.`CustomerId`, `customers`.`FirstName`,
      `customers`.`LastName`, `customers`.`Country`
)
SELECT `customer_purchases`.`CustomerId`, `customer_purchases`.`FirstName`,
    `customer_purchases`.`LastName`, `customer_purchases`.`Country`,
    `customer_purchases`.`TracksBought`, `customer_purchases`.`InvoiceCount`,
    NTILE(4) OVER (ORDER BY `customer_purchases`.`TracksBought` DESC, `customer_purchases`.`CustomerId` ASC) AS `Tier`
FROM `customer_purchases`
ORDER BY `Tier` ASC, `customer_purchases`.`TracksBought` DESC,
    `customer_purchases`.`CustomerId` ASC
LIMIT 20;
