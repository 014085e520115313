SELECT `customers`.`CustomerId`, `invoices`.`InvoiceId`
FROM `customers`
LEFT JOIN `invoices` ON `customers`.`CustomerId` = `invoices`.`CustomerId`
ORDER BY `invoices`.`InvoiceId` ASC, `customers`.`CustomerId` ASC
LIMIT 3;
