SELECT TOP (2) [genres].[Name]
FROM [genres]
ORDER BY [genres].[GenreId] ASC;
