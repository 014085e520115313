SELECT AVG(CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) * 2) AS `double_mpg`
FROM `cars`;
