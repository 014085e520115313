SELECT TOP (5) [genres].[Name],
    AVG([tracks].[Milliseconds] * 1.0) AS [avg_length]
FROM [genres]
INNER JOIN [tracks] ON [genres].[GenreId] = [tracks].[GenreId]
GROUP BY [genres].[Name]
ORDER BY [genres].[Name] ASC;
