SELECT `genres`.`Name`
FROM `genres`;
