-- Artists with at least one album, none of whose tracks was ever sold.
SELECT a.ArtistId, a.Name
FROM artists AS a
WHERE EXISTS (SELECT 1 FROM albums al WHERE al.ArtistId = a.ArtistId)
  AND NOT EXISTS (SELECT 1 FROM albums al JOIN tracks t ON t.AlbumId = al.AlbumId
                  JOIN invoice_items ii ON ii.TrackId = t.TrackId
                  WHERE al.ArtistId = a.ArtistId)
ORDER BY a.Name;
