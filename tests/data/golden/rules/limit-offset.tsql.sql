SELECT [tracks].[TrackId]
FROM [tracks]
ORDER BY [tracks].[TrackId] ASC
OFFSET 3 ROWS FETCH NEXT 2 ROWS ONLY;
