SELECT `invoices`.`BillingCountry`, COUNT(*) AS `InvoiceCount`,
    SUM(`invoices`.`Total`) AS `Revenue`,
    AVG(`invoices`.`Total`) AS `AverageInvoice`,
    MIN(`invoices`.`Total`) AS `SmallestInvoice`,
    MAX(`invoices`.`Total`) AS `LargestInvoice`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2025-01-01'
GROUP BY `invoices`.`BillingCountry`
HAVING COUNT(*) >= 5
ORDER BY `Revenue` DESC, `invoices`.`BillingCountry` ASC;
