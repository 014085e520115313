SELECT TOP (5) [customers].[Country]
FROM [customers]
GROUP BY [customers].[Country]
ORDER BY [customers].[Country] ASC;
