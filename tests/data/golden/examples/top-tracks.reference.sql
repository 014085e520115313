-- The ten best-selling tracks by units sold, with their album and artist.
-- Sales are totalled per track first, then the names are looked up.
SELECT s.TrackId AS "TrackId", t.Name AS "Name", al.Title AS "Title",
       ar.Name AS "Name", s.UnitsSold AS "UnitsSold", s.Orders AS "Orders"
FROM (SELECT TrackId, SUM(Quantity) AS UnitsSold,
             COUNT(DISTINCT InvoiceId) AS Orders
      FROM invoice_items
      GROUP BY TrackId) AS s
JOIN tracks AS t ON t.TrackId = s.TrackId
JOIN albums AS al ON al.AlbumId = t.AlbumId
JOIN artists AS ar ON ar.ArtistId = al.ArtistId
ORDER BY s.UnitsSold DESC, s.TrackId
LIMIT 10;
