SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`horsepower`, 'null') AS DOUBLE) > CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE)
ORDER BY `cars`.`name` ASC;
