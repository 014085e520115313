SELECT TOP (3) [albums].[Title]
FROM [albums]
INNER JOIN [artists] ON [albums].[ArtistId] = [artists].[ArtistId]
ORDER BY [albums].[AlbumId] ASC;
