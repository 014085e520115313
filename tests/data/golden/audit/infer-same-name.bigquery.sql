SELECT `cve_affects`.`Product`, `cve`.`Summary`
FROM `cve_affects`
INNER JOIN `cve` ON `cve_affects`.`CVEID` = `cve`.`CVEID`;
