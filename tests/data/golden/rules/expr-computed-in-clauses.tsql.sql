SELECT [tracks].[TrackId], [tracks].[Name], [tracks].[Milliseconds],
    ROUND(CAST(CAST(CAST([tracks].[Milliseconds] AS float) / NULLIF(1000, 0) AS float) / NULLIF(60, 0) AS decimal(38, 10)), 1) AS [minutes],
    CASE WHEN ROUND(CAST(CAST(CAST([tracks].[Milliseconds] AS float) / NULLIF(1000, 0) AS float) / NULLIF(60, 0) AS decimal(38, 10)), 1) >= 5 THEN 'long' ELSE 'short' END AS [label]
FROM [tracks]
WHERE [tracks].[AlbumId] = 1
  AND (CAST([tracks].[Milliseconds] AS float) / NULLIF(1000, 0)) > 200
  AND ((DATALENGTH(CAST([tracks].[Name] AS nvarchar(max))) / 2) - 10) < 20
ORDER BY [minutes] DESC, [tracks].[TrackId] ASC;
