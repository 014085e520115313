-- Albums without any track, and tracks without an album, in one list:
-- album rows carry no track, track rows carry no album. Ordered by album
-- then track, NULLs first (the tracks without an album come first).
SELECT AlbumId, Title, TrackId, Name
FROM (SELECT a.AlbumId AS AlbumId, a.Title AS Title,
             NULL AS TrackId, NULL AS Name
      FROM albums AS a
      WHERE a.AlbumId NOT IN (SELECT t.AlbumId FROM tracks AS t
                              WHERE t.AlbumId IS NOT NULL)
      UNION ALL
      SELECT NULL, NULL, t.TrackId, t.Name
      FROM tracks AS t
      WHERE t.AlbumId IS NULL
         OR NOT EXISTS (SELECT 1 FROM albums AS a WHERE a.AlbumId = t.AlbumId))
ORDER BY AlbumId IS NOT NULL, AlbumId, TrackId IS NOT NULL, TrackId;
