SELECT TOP (3) [tracks].[GenreId], COUNT(*) AS [n]
FROM [tracks]
GROUP BY [tracks].[GenreId]
ORDER BY [tracks].[GenreId] ASC;
