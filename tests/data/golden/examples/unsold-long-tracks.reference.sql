-- Jazz and Blues tracks longer than ten minutes with no sale at all,
-- longest first.
SELECT t.TrackId, t.Name, t.Milliseconds,
       (SELECT g.Name FROM genres AS g WHERE g.GenreId = t.GenreId) AS Name
FROM tracks AS t
WHERE t.Milliseconds > 10 * 60 * 1000
  AND t.GenreId IN (SELECT GenreId FROM genres WHERE Name = 'Jazz' OR Name = 'Blues')
  AND NOT EXISTS (SELECT 1 FROM invoice_items AS ii WHERE ii.TrackId = t.TrackId)
ORDER BY t.Milliseconds DESC, t.TrackId;
