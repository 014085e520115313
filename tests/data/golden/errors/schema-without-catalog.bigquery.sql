SELECT `tracks`.`Name`
FROM `main`.`tracks`
LIMIT 2;
