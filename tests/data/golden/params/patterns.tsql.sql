SELECT [tracks].[TrackId], [tracks].[Name]
FROM [tracks]
WHERE [tracks].[Name] LIKE @p1 ESCAPE '!' OR [tracks].[Name] LIKE @p2 ESCAPE '!' OR LOWER([tracks].[Name]) LIKE LOWER(@p3) ESCAPE '!'
ORDER BY [tracks].[TrackId] ASC;
-- parameters: [{"type":"string","value":"50!%!_![a]!!*?%"},{"type":"string","value":"%'s"},{"type":"string","value":"%rain%"}]
