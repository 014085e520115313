SELECT `cars`.`name`
FROM `cars`
WHERE NULLIF(`cars`.`horsepower`, 'null') IS NOT NULL
ORDER BY `cars`.`name` ASC;
