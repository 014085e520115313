SELECT `invoices`.`BillingCountry`,
    SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS `Revenue`,
    ROUND(CAST(CAST(100 * SUM(CASE WHEN `genres`.`Name` = 'Rock' THEN `invoice_items`.`UnitPrice` * `invoice_items`.`Quantity` ELSE 0 END) AS FLOAT64) / NULLIF(SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`), 0) AS NUMERIC), 1) AS `RockSharePercent`
FROM `invoice_items`
INNER JOIN `invoices` ON `invoice_items`.`InvoiceId` = `invoices`.`InvoiceId`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `invoices`.`BillingCountry`
ORDER BY `RockSharePercent` DESC, `invoices`.`BillingCountry` ASC
LIMIT 10;
