SELECT COUNT(*) AS `invoices`, MIN(`invoices`.`InvoiceDate`) AS `first_date`,
    MAX(`invoices`.`InvoiceDate`) AS `last_date`
FROM `invoices`
WHERE `invoices`.`InvoiceDate` >= DATETIME '2025-12-22 00:00:00'
  AND `invoices`.`InvoiceDate` < DATETIME '2026-01-12 00:00:00';
