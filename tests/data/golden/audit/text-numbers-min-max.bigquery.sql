SELECT CAST(MIN(CAST(`cars`.`horsepower` AS FLOAT64)) AS STRING) AS `least`,
    CAST(MAX(CAST(`cars`.`horsepower` AS FLOAT64)) AS STRING) AS `most`,
    MAX(`cars`.`name`) AS `last_name`, COUNT(`cars`.`horsepower`) AS `rated`
FROM `cars`;
