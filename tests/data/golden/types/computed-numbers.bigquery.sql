SELECT `cars`.`name`,
    CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) * 2 AS `double`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64) < 20
ORDER BY `double` ASC;
