SELECT `genres`.`Name`
FROM `genres`
ORDER BY `genres`.`Name` DESC;
