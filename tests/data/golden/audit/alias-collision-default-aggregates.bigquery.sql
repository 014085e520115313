SELECT `invoices`.`BillingCountry`, SUM(`invoices`.`Total`) AS `sum_Total`,
    SUM(`invoices`.`Total`) AS `sum_Total_2`, COUNT(*) AS `sum_Total_2_2`
FROM `invoices`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `invoices`.`BillingCountry` ASC
LIMIT 3;
