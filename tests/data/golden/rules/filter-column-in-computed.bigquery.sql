SELECT `invoice_items`.`InvoiceLineId`,
    `invoice_items`.`UnitPrice` * `invoice_items`.`Quantity` AS `amount`
FROM `invoice_items`
ORDER BY `invoice_items`.`InvoiceLineId` ASC
LIMIT 5;
