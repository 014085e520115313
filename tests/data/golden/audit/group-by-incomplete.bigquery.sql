SELECT `invoices`.`BillingCountry`, `invoices`.`BillingCity`,
    COUNT(*) AS `invoices`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`, `invoices`.`BillingCity`
ORDER BY `invoices`.`BillingCountry` ASC, `invoices`.`BillingCity` ASC
LIMIT 4;
