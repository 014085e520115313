SELECT TOP (5) [customers].[LastName]
FROM [customers]
ORDER BY [customers].[CustomerId] ASC;
