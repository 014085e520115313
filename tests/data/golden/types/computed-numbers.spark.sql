SELECT `cars`.`name`,
    CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE) * 2 AS `double`
FROM `cars`
WHERE CAST(NULLIF(`cars`.`mpg`, 'null') AS DOUBLE) < 20
ORDER BY `double` ASC;
