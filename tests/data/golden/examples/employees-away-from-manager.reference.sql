-- Employees based in another city than the manager they report to.
-- The manager is looked up with correlated subqueries instead of a join.
SELECT e.EmployeeId, e.FirstName, e.LastName, e.City,
       (SELECT m.FirstName FROM employees AS m WHERE m.EmployeeId = e.ReportsTo) AS FirstName,
       (SELECT m.LastName FROM employees AS m WHERE m.EmployeeId = e.ReportsTo) AS LastName,
       (SELECT m.City FROM employees AS m WHERE m.EmployeeId = e.ReportsTo) AS City
FROM employees AS e
WHERE EXISTS (SELECT 1 FROM employees AS m
              WHERE m.EmployeeId = e.ReportsTo
                AND m.City IS NOT NULL AND e.City IS NOT NULL
                AND m.City <> e.City)
ORDER BY e.EmployeeId;
