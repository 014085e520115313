SELECT `employees`.`EmployeeId`, `employees`.`LastName`
FROM `employees`
WHERE `employees`.`ReportsTo` IS NULL
  AND `employees`.`Email` IS NOT NULL
ORDER BY `employees`.`EmployeeId` ASC;
