SELECT `e1`.`LastName`, `e2`.`LastName` AS `LastName_2`,
    `e3`.`LastName` AS `LastName_3`, `e4`.`LastName` AS `LastName_4`,
    `e5`.`LastName` AS `LastName_5`, `e6`.`LastName` AS `LastName_6`,
    `e7`.`LastName` AS `LastName_7`, `e8`.`LastName` AS `LastName_8`,
    `e9`.`LastName` AS `LastName_9`
FROM `employees` AS `e1`
LEFT JOIN `employees` AS `e2` ON `e1`.`ReportsTo` = `e2`.`EmployeeId`
LEFT JOIN `employees` AS `e3` ON `e2`.`ReportsTo` = `e3`.`EmployeeId`
LEFT JOIN `employees` AS `e4` ON `e3`.`ReportsTo` = `e4`.`EmployeeId`
LEFT JOIN `employees` AS `e5` ON `e4`.`ReportsTo` = `e5`.`EmployeeId`
LEFT JOIN `employees` AS `e6` ON `e5`.`ReportsTo` = `e6`.`EmployeeId`
LEFT JOIN `employees` AS `e7` ON `e6`.`ReportsTo` = `e7`.`EmployeeId`
LEFT JOIN `employees` AS `e8` ON `e7`.`ReportsTo` = `e8`.`EmployeeId`
LEFT JOIN `employees` AS `e9` ON `e8`.`ReportsTo` = `e9`.`EmployeeId`
ORDER BY `e1`.`EmployeeId` ASC;
