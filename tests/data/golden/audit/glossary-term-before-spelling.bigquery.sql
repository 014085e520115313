SELECT `invoice_items`.`InvoiceLineId`
FROM `invoice_items`
LIMIT 2;
