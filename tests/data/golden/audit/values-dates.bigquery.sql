SELECT `employees`.`EmployeeId`
FROM `employees`
WHERE `employees`.`HireDate` >= DATE '2015-01-01'
  AND `employees`.`BirthDate` < DATE '1990-12-31'
ORDER BY `employees`.`EmployeeId` ASC;
