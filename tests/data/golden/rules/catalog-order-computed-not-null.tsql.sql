SELECT TOP (3) [tracks].[Name]
FROM [tracks]
ORDER BY [tracks].[Composer] ASC, [tracks].[TrackId] DESC;
