SELECT `customers`.`CustomerId`, `customers`.`Country`
FROM `customers`
WHERE EXISTS (SELECT `invoices`.`InvoiceId` FROM `invoices` WHERE `invoices`.`Total` > 15 AND `invoices`.`CustomerId` = `customers`.`CustomerId`)
  AND NOT EXISTS (SELECT `invoices`.`InvoiceId` FROM `invoices` WHERE `invoices`.`Total` < 1 AND `invoices`.`BillingCountry` = `customers`.`Country` AND `invoices`.`CustomerId` = `customers`.`CustomerId`)
ORDER BY `customers`.`CustomerId` ASC;
