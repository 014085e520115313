SELECT TOP (3) [tracks].[TrackId], [tracks].[Explicit]
FROM [tracks]
WHERE [tracks].[Explicit] = 1
ORDER BY [tracks].[TrackId] ASC;
