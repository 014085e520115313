-- Genres from the best-selling to the least by units sold, with the
-- number of distinct tracks sold; the units only order the rows.
SELECT g.Name AS genre, COUNT(DISTINCT ii.TrackId) AS tracks_sold
FROM genres g
JOIN tracks t ON t.GenreId = g.GenreId
JOIN invoice_items ii ON ii.TrackId = t.TrackId
GROUP BY g.GenreId, g.Name
ORDER BY SUM(ii.Quantity) DESC, g.Name;
