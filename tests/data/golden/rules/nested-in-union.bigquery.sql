SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT `invoices`.`CustomerId` FROM `invoices` WHERE `invoices`.`BillingCountry` = 'Canada' UNION DISTINCT SELECT `supported`.`CustomerId` FROM `customers` AS `supported` WHERE `supported`.`SupportRepId` = 3)
ORDER BY `customers`.`CustomerId` ASC;
