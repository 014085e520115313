SELECT [genres].[Name]
FROM [genres]
WHERE [genres].[GenreId] < 4
UNION ALL
SELECT * FROM (
  SELECT TOP (3) [tracks].[Name]
  FROM [tracks]
  ORDER BY [tracks].[Milliseconds] DESC, [tracks].[TrackId] ASC
) AS [set_member];
