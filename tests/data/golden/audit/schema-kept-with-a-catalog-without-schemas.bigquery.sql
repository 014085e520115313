SELECT `songs`.`name`
FROM `main`.`songs`
LIMIT 1;
