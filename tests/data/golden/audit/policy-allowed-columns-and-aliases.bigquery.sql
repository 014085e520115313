SELECT `invoices`.`BillingCountry`, SUM(`invoices`.`Total`) AS `revenue`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
HAVING SUM(`invoices`.`Total`) > 100
ORDER BY `revenue` DESC, `invoices`.`BillingCountry` ASC
LIMIT 3;
