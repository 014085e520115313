SELECT `invoices`.`CustomerId`, `invoices`.`InvoiceId`, `invoices`.`InvoiceDate`,
    `invoices`.`Total`,
    CASE WHEN ROW_NUMBER() OVER (PARTITION BY `invoices`.`CustomerId` ORDER BY `invoices`.`InvoiceDate` ASC) > 1 THEN LAG(`invoices`.`Total`, 1) OVER (PARTITION BY `invoices`.`CustomerId` ORDER BY `invoices`.`InvoiceDate` ASC) ELSE 0 END AS `PreviousTotal`,
    SUM(`invoices`.`Total`) OVER (PARTITION BY `invoices`.`CustomerId` ORDER BY `invoices`.`InvoiceDate` ASC) AS `RunningTotal`
FROM `invoices`
WHERE `invoices`.`CustomerId` IN (2, 6)
ORDER BY `invoices`.`CustomerId` ASC, `invoices`.`InvoiceDate` ASC,
    `invoices`.`InvoiceId` ASC;
