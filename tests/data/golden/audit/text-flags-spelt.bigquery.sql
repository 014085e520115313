SELECT `cars`.`name`
FROM `cars`
WHERE `cars`.`automatic` = 'T'
  AND `cars`.`imported` IN ('No');
