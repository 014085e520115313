SELECT SUM(`invoice_items`.`UnitPrice` * `invoice_items`.`Quantity`) AS `revenue`
FROM `invoice_items`;
