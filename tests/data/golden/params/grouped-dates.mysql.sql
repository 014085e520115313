SELECT `customers`.`Country`, COUNT(*) AS `invoice_count`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
WHERE `invoices`.`InvoiceDate` BETWEEN ? AND ?
  AND EXISTS (SELECT 1 FROM `invoices` AS `sq1` WHERE `sq1`.`CustomerId` = `customers`.`CustomerId` AND `sq1`.`Total` > ?)
GROUP BY `customers`.`Country`
HAVING COUNT(*) >= ?
ORDER BY `customers`.`Country` ASC;
-- parameters: [{"type":"string","value":"2021-01-01"},{"type":"string","value":"2021-12-31"},{"type":"number","value":10.5},{"type":"integer","value":2}]
