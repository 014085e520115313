SELECT `invoices`.`BillingCountry`, `invoices`.`InvoiceId`,
    `invoices`.`InvoiceDate`, `invoices`.`Total`,
    RANK() OVER (PARTITION BY `invoices`.`BillingCountry` ORDER BY `invoices`.`Total` DESC) AS `TotalRank`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` BETWEEN DATETIME '2025-01-01 00:00:00' AND DATETIME '2025-12-31 23:59:59'
  AND `invoices`.`BillingCountry` IN ('Germany', 'Italy', 'Spain')
ORDER BY `invoices`.`BillingCountry` ASC, `TotalRank` ASC,
    `invoices`.`InvoiceId` ASC;
