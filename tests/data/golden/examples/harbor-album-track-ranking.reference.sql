-- Tracks of every album titled 'Live at the Harbor': position by length
-- within the album (longest first, ties by track id) and the dense rank of
-- the price within the album (most expensive = 1), both counted by hand.
SELECT t.AlbumId AS AlbumId, t.TrackId, t.Name, t.Milliseconds, t.UnitPrice,
       (SELECT COUNT(*) FROM tracks AS o
        WHERE o.AlbumId = t.AlbumId
          AND (o.Milliseconds > t.Milliseconds
               OR (o.Milliseconds = t.Milliseconds AND o.TrackId <= t.TrackId)))
         AS LengthPosition,
       (SELECT COUNT(DISTINCT o.UnitPrice) FROM tracks AS o
        WHERE o.AlbumId = t.AlbumId AND o.UnitPrice >= t.UnitPrice)
         AS PriceTier
FROM tracks AS t
WHERE t.AlbumId IN (SELECT AlbumId FROM albums WHERE Title = 'Live at the Harbor')
ORDER BY t.AlbumId, LengthPosition;
