SELECT `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
ORDER BY `tracks`.`Milliseconds` DESC
LIMIT 3;
