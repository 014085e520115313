SELECT `cars`.`name`,
    COALESCE(CAST(NULLIF(`cars`.`mpg`, 'null') AS FLOAT64), 0) AS `fuel`
FROM `cars`
ORDER BY `cars`.`name` ASC;
