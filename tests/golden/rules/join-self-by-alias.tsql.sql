SELECT [e].[LastName], [m].[LastName]
FROM [employees] AS [e]
LEFT JOIN [employees] AS [m] ON [e].[ReportsTo] = [m].[EmployeeId]
ORDER BY [e].[EmployeeId] ASC;
