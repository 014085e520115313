SELECT `invoices`.`BillingCountry`, SUM(`invoices`.`Total`) AS `total`,
    MAX(`invoices`.`Total`) AS `total_2`, COUNT(*) AS `BillingCountry_2`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `BillingCountry_2` ASC
LIMIT 3;
