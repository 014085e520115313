SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) > CAST((SELECT AVG(CAST(NULLIF(`sq1`.`mpg`, 'null') AS FLOAT64)) AS `mean` FROM `cars` AS `sq1`) AS FLOAT64)
ORDER BY `cars`.`name` ASC;
