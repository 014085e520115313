SELECT TOP (1) [genres].[Name]
FROM [genres]
ORDER BY [genres].[GenreId] ASC;
