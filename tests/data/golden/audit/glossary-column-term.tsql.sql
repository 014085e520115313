SELECT TOP (3) [tracks].[Name], [tracks].[Milliseconds]
FROM [tracks]
ORDER BY [tracks].[Milliseconds] DESC;
