SELECT `cars`.`name`,
    COALESCE(CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE), 0) AS `fuel`
FROM `cars`
ORDER BY `cars`.`name` ASC;
