SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) > 40;
