SELECT `cars`.`name`
FROM `cars`
WHERE CAST(`cars`.`horsepower` AS FLOAT64) > 150
  AND CAST(`cars`.`horsepower` AS FLOAT64) BETWEEN 90 AND 200
  AND CAST(`cars`.`horsepower` AS FLOAT64) IN (95, 130)
  AND CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) = 18;
