SELECT `customers`.`LastName`
FROM `customers`
WHERE `customers`.`Country` = 'Brazil'
ORDER BY `customers`.`LastName` ASC;
