SELECT `invoices`.`BillingCountry`, SUM(`invoices`.`Total`) AS `sum_Total`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
HAVING SUM(`invoices`.`Total`) > 100
ORDER BY `sum_Total` DESC, `invoices`.`BillingCountry` ASC
LIMIT 3;
