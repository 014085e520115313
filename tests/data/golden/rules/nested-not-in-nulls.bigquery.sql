SELECT `employees`.`EmployeeId`, `employees`.`LastName`
FROM `employees`
WHERE `employees`.`EmployeeId` NOT IN (SELECT `customers`.`SupportRepId` FROM `customers` WHERE `customers`.`SupportRepId` IS NOT NULL)
  AND `employees`.`EmployeeId` NOT IN (SELECT MAX(`customers`.`SupportRepId`) AS `max_SupportRepId` FROM `customers` WHERE `customers`.`Country` = 'Atlantis' HAVING MAX(`customers`.`SupportRepId`) IS NOT NULL)
ORDER BY `employees`.`EmployeeId` ASC;
