SELECT [tracks].[TrackId], [tracks].[Name]
FROM [tracks]
WHERE [tracks].[Name] <> @p1
  AND [tracks].[Milliseconds] > @p2
  AND [tracks].[Milliseconds] < @p3
  AND [tracks].[UnitPrice] BETWEEN @p4 AND @p5
  AND [tracks].[AlbumId] IN (@p6, @p7, @p8)
  AND [tracks].[Composer] IS NOT NULL
ORDER BY [tracks].[TrackId] ASC
OFFSET 2 ROWS FETCH NEXT 5 ROWS ONLY;
-- parameters: [{"type":"string","value":"it's a back\\slash, \"quoted\", ünïcödé ☃"},{"type":"integer","value":300000},{"type":"integer","value":3000000000},{"type":"number","value":0.5},{"type":"number","value":1.5},{"type":"integer","value":1},{"type":"integer","value":2},{"type":"integer","value":3}]
