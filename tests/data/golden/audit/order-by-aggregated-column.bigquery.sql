SELECT `invoices`.`BillingCountry`, SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `revenue` DESC, `invoices`.`BillingCountry` ASC
LIMIT 3;
