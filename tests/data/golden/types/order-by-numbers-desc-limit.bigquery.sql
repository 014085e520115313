SELECT `cars`.`name`
FROM `cars`
ORDER BY CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) DESC
LIMIT 2;
