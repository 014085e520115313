SELECT `tracks`.`Name`
FROM `tracks`
ORDER BY `tracks`.`Milliseconds` DESC
LIMIT 5;
