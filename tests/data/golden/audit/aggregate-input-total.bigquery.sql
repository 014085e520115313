SELECT SUM(`tracks`.`Milliseconds`) AS `total_ms`
FROM `tracks`;
