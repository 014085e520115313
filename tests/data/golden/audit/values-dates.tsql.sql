SELECT [employees].[EmployeeId]
FROM [employees]
WHERE [employees].[HireDate] >= CAST('2015-01-01' AS DATE)
  AND [employees].[BirthDate] < CAST('1990-12-31' AS DATE)
ORDER BY [employees].[EmployeeId] ASC;
