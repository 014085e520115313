SELECT FROM_DAYS(FLOOR((TO_DAYS(`invoices`.`InvoiceDate`) - 2) / 7) * 7 + 2) AS `week`,
    COUNT(*) AS `invoices`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATE '2024-01-01'
  AND `invoices`.`InvoiceDate` < DATE '2026-01-01'
GROUP BY FROM_DAYS(FLOOR((TO_DAYS(`invoices`.`InvoiceDate`) - 2) / 7) * 7 + 2)
ORDER BY `week` ASC;
