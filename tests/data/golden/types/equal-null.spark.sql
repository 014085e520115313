SELECT `cars`.`name`
FROM `cars`
WHERE NULLIF(`cars`.`mpg`, 'null') IS NULL;
