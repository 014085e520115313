SELECT `invoices`.`BillingCountry`,
    SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS `Revenue`,
    COUNT(*) AS `Lines`
FROM `invoice_items`
INNER JOIN `invoices` ON `invoice_items`.`InvoiceId` = `invoices`.`InvoiceId`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `Revenue` DESC, `invoices`.`BillingCountry` ASC
LIMIT 10;
