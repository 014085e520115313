SELECT `c`.`Name`, SUM(CAST(`tb_Sales`.`Amount` AS FLOAT64)) AS `Revenue`,
    COUNT(*) AS `sales`
FROM `tb_Company` AS `c`
INNER JOIN `tb_Sales` ON `tb_Sales`.`CompanyID` = `c`.`ID`
WHERE `c`.`IsActive` = 1
GROUP BY `c`.`Name`
HAVING SUM(CAST(`tb_Sales`.`Amount` AS FLOAT64)) > 1000
ORDER BY `Revenue` DESC;
