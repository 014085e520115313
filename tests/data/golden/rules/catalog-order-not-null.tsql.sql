SELECT TOP (4) [tracks].[TrackId], [tracks].[Name], [tracks].[Composer]
FROM [tracks]
ORDER BY [tracks].[Composer] DESC, [tracks].[Name] ASC, [tracks].[TrackId] ASC;
