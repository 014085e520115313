SELECT `cars`.`name`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE) > CAST((SELECT MIN(CAST(NULLIF(`sq1`.`mpg`, 'null') AS DOUBLE)) FROM `cars` AS `sq1`) AS DOUBLE)
ORDER BY `cars`.`name` ASC;
