SELECT `cars`.`name`
FROM `cars`
WHERE `cars`.`automatic` = 'T'
ORDER BY `cars`.`name` ASC;
