SELECT `customers`.`CustomerId`, `customers`.`LastName`
FROM `customers`
WHERE `customers`.`CustomerId` IN (SELECT MAX(`invoices`.`CustomerId`) AS `top_customer` FROM `invoices` INNER JOIN `invoice_items` ON `invoices`.`InvoiceId` = `invoice_items`.`InvoiceId` WHERE `invoice_items`.`Quantity` > 1 HAVING MAX(`invoices`.`CustomerId`) > 10)
ORDER BY `customers`.`CustomerId` ASC;
