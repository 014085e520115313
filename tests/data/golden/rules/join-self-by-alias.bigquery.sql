SELECT `e`.`LastName`, `m`.`LastName` AS `LastName_2`
FROM `employees` AS `e`
LEFT JOIN `employees` AS `m` ON `e`.`ReportsTo` = `m`.`EmployeeId`
ORDER BY `e`.`EmployeeId` ASC;
