SELECT `weird]name`.`x[1`
FROM `weird]name`;
