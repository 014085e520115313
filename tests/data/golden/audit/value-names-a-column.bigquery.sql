SELECT `invoices`.`InvoiceId`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
WHERE `invoices`.`BillingCity` = 'customers.City';
