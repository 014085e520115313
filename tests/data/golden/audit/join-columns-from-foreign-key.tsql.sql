SELECT TOP (3) [tracks].[Name], [albums].[Title]
FROM [tracks]
INNER JOIN [albums] ON [tracks].[AlbumId] = [albums].[AlbumId]
ORDER BY [tracks].[TrackId] ASC;
