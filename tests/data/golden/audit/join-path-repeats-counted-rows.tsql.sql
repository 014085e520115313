SELECT TOP (3) [customers].[Country], COUNT([customers].[CustomerId]) AS [n]
FROM [customers]
INNER JOIN [invoices] ON [customers].[CustomerId] = [invoices].[CustomerId]
WHERE [invoices].[Total] > 10
GROUP BY [customers].[Country]
ORDER BY [n] DESC, [customers].[Country] ASC;
