SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) > CAST((SELECT MIN(CAST(NULLIF(`sq1`.`mpg`, 'null') AS FLOAT64)) FROM `cars` AS `sq1`) AS FLOAT64)
ORDER BY `cars`.`name` ASC;
