SELECT TOP (3) CAST([tracks].[Milliseconds] AS float) / NULLIF(1000, 0) AS [seconds],
    [tracks].[UnitPrice], [tracks].[Name]
FROM [tracks]
ORDER BY [tracks].[TrackId] ASC;
