SELECT TOP (3) [tracks].[TrackId]
FROM [tracks]
WHERE [tracks].[Milliseconds] > 300000
  AND [tracks].[Explicit] = 1
  AND [tracks].[Name] <> '42'
  AND [tracks].[UnitPrice] IN (0.99, 1.99)
ORDER BY [tracks].[TrackId] ASC;
