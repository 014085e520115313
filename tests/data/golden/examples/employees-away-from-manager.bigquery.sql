SELECT `e`.`EmployeeId`, `e`.`FirstName`, `e`.`LastName`, `e`.`City`,
    `m`.`FirstName` AS `FirstName_2`, `m`.`LastName` AS `LastName_2`,
    `m`.`City` AS `City_2`
FROM `employees` AS `e`
INNER JOIN `employees` AS `m` ON `e`.`ReportsTo` = `m`.`EmployeeId`
WHERE `e`.`City` <> `m`.`City`
ORDER BY `e`.`EmployeeId` ASC;
