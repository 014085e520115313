SELECT SUM(CAST(`products`.`UnitPrice` AS FLOAT64)) AS `total`,
    AVG(CAST(`products`.`UnitPrice` AS FLOAT64)) AS `avg_UnitPrice`
FROM `products`;
