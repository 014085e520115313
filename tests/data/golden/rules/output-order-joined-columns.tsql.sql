SELECT TOP (3) [t].[Name], [albums].[Title], [t].[Milliseconds]
FROM [tracks] AS [t]
INNER JOIN [albums] ON [t].[AlbumId] = [albums].[AlbumId]
ORDER BY [t].[TrackId] ASC;
