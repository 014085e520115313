SELECT DISTINCT `invoices`.`BillingCountry`
FROM `invoices`
ORDER BY `invoices`.`BillingCountry` ASC
LIMIT 4;
