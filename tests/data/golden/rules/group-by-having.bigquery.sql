SELECT `customers`.`Country`, SUM(`invoices`.`Total`) AS `revenue`,
    COUNT(*) AS `invoice_count`
FROM `invoices`
INNER JOIN `customers` ON `invoices`.`CustomerId` = `customers`.`CustomerId`
GROUP BY `customers`.`Country`
HAVING SUM(`invoices`.`Total`) > 150
  AND `customers`.`Country` <> 'Nowhere'
ORDER BY `revenue` DESC, `customers`.`Country` ASC;
