-- Employees hired in 2019 or earlier who report to nobody or to employee 2.
-- Head of the company first (no manager sorts first), then by hire date.
SELECT EmployeeId, FirstName, LastName, Title, ReportsTo, HireDate
FROM employees
WHERE coalesce(ReportsTo, 2) = 2
  AND HireDate < '2020-01-01'
ORDER BY CASE WHEN ReportsTo IS NULL THEN 0 ELSE 1 END, ReportsTo,
         HireDate, EmployeeId;
