SELECT TOP (3) [artists].[Name]
FROM [artists]
ORDER BY [artists].[ArtistId] ASC;
