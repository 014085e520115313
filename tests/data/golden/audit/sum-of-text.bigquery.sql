SELECT SUM(CAST(`invoice_items`.`UnitPrice` AS FLOAT64)) AS `total`
FROM `invoice_items`;
