SELECT TOP (3) [tracks].[TrackId], [tracks].[GenreId]
FROM [tracks]
ORDER BY [tracks].[GenreId] ASC, [tracks].[TrackId] ASC;
