SELECT MIN(CAST(`cars`.`horsepower` AS DOUBLE)) AS `least`,
    MAX(CAST(`cars`.`horsepower` AS DOUBLE)) AS `most`,
    MAX(`cars`.`name`) AS `last_name`, COUNT(`cars`.`horsepower`) AS `rated`
FROM `cars`;
