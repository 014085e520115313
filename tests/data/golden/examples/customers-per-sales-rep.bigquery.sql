SELECT `employees`.`EmployeeId`, `employees`.`FirstName`, `employees`.`LastName`,
    `employees`.`Title`, COUNT(`customers`.`CustomerId`) AS `CustomerCount`,
    COUNT(DISTINCT `customers`.`Country`) AS `CountryCount`
FROM `employees`
LEFT JOIN `customers` ON `employees`.`EmployeeId` = `customers`.`SupportRepId`
WHERE `employees`.`Title` LIKE '%Sales%'
GROUP BY `employees`.`EmployeeId`, `employees`.`FirstName`,
    `employees`.`LastName`, `employees`.`Title`
ORDER BY `CustomerCount` DESC, `employees`.`EmployeeId` ASC;
