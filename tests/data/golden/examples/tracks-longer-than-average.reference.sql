-- Jazz tracks longer than the average length of all tracks.
SELECT t.TrackId, t.Name, t.Milliseconds
FROM tracks t
WHERE t.GenreId = 2
  AND t.Milliseconds > (SELECT AVG(a.Milliseconds) FROM tracks a)
ORDER BY t.Milliseconds DESC, t.TrackId
LIMIT 10;
