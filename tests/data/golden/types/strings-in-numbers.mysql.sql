SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE) IN (9, 18.0)
ORDER BY `cars`.`name` ASC;
