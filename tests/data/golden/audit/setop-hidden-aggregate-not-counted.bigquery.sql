SELECT `invoices`.`BillingCountry`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
HAVING COUNT(*) > 30
UNION DISTINCT
SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`City` = 'Paris'
ORDER BY 1 ASC;
