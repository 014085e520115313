SELECT `invoices`.`BillingCountry`, COUNT(*) AS `BillingCountry_2`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `BillingCountry_2` DESC
LIMIT 3;
