SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) = CAST((SELECT CAST(MAX(CAST(NULLIF(`sq1`.`mpg`, 'null') AS FLOAT64)) AS STRING) AS `best` FROM `cars` AS `sq1`) AS FLOAT64);
