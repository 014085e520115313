SELECT TOP (2) [tracks].[Name], [tracks].[Composer]
FROM [tracks]
ORDER BY [tracks].[TrackId] ASC;
