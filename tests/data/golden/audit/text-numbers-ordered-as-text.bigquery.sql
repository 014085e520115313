SELECT `cars`.`name`
FROM `cars`
WHERE `cars`.`name` >= '20'
  AND `cars`.`grade` < '3';
