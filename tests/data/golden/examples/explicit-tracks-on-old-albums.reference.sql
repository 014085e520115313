-- Explicit tracks on albums released in 1965 or earlier (albums with an
-- unknown release year do not count).
SELECT t.TrackId, t.Name, t.AlbumId
FROM tracks AS t
JOIN albums AS a ON a.AlbumId = t.AlbumId
WHERE a.ReleaseYear < 1966
  AND CASE WHEN t.Explicit THEN 1 ELSE 0 END = 1
ORDER BY t.AlbumId, t.TrackId;
