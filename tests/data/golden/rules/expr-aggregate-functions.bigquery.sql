SELECT `invoice_items`.`InvoiceId`,
    SUM(`invoice_items`.`Quantity`) AS `quantity`,
    SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS `revenue`,
    COUNT(*) AS `lines`, COUNT(DISTINCT `invoice_items`.`TrackId`) AS `tracks`,
    MIN(`invoice_items`.`UnitPrice`) AS `cheapest`,
    MAX(`invoice_items`.`UnitPrice`) AS `dearest`,
    ROUND(CAST(AVG(`invoice_items`.`UnitPrice`) AS NUMERIC), 3) AS `mean`,
    CAST(SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS FLOAT64) / NULLIF(COUNT(*), 0) AS `per_line`
FROM `invoice_items`
WHERE `invoice_items`.`InvoiceId` <= 5
GROUP BY `invoice_items`.`InvoiceId`
HAVING SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) > 2
ORDER BY `invoice_items`.`InvoiceId` ASC;
