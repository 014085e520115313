SELECT `cars`.`name`
FROM `cars`
WHERE `cars`.`grade` = '3'
  AND `cars`.`name` NOT IN ('1', '2');
