SELECT `invoice_items`.`InvoiceId`,
    SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS `revenue`
FROM `invoice_items`
GROUP BY `invoice_items`.`InvoiceId`
ORDER BY `invoice_items`.`InvoiceId` ASC
LIMIT 3;
