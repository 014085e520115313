SELECT TOP (5) [tracks].[Name]
FROM [tracks]
ORDER BY [tracks].[Milliseconds] DESC;
