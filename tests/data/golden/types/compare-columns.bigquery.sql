SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`horsepower`, 'null') AS FLOAT64) > CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64)
ORDER BY `cars`.`name` ASC;
