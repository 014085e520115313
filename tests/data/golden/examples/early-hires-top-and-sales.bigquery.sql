SELECT `employees`.`EmployeeId`, `employees`.`FirstName`, `employees`.`LastName`,
    `employees`.`Title`, `employees`.`ReportsTo`, `employees`.`HireDate`
FROM `employees`
WHERE (`employees`.`ReportsTo` IN (2) OR `employees`.`ReportsTo` IS NULL)
  AND `employees`.`HireDate` <= DATE '2019-12-31'
ORDER BY `employees`.`ReportsTo` ASC, `employees`.`HireDate` ASC,
    `employees`.`EmployeeId` ASC;
