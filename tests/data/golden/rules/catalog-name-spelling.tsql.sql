SELECT TOP (3) [tracks].[Name], [tracks].[TrackId]
FROM [tracks]
WHERE [tracks].[GenreId] = 3
ORDER BY [tracks].[TrackId] ASC;
