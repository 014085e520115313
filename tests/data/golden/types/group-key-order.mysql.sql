SELECT `cars`.`horsepower`, COUNT(*) AS `cars`
FROM `cars`
GROUP BY `cars`.`horsepower`
ORDER BY CAST(NULLIF(`cars`.`horsepower`, 'null') AS DOUBLE) DESC;
