-- Artists without any album, alphabetical, rows 11 to 20.
-- The page is picked by position (ROW_NUMBER) instead of LIMIT/OFFSET.
SELECT ArtistId, Name
FROM (SELECT a.ArtistId, a.Name,
             ROW_NUMBER() OVER (ORDER BY a.Name, a.ArtistId) AS pos
      FROM artists AS a
      LEFT JOIN albums AS b ON b.ArtistId = a.ArtistId
      WHERE b.AlbumId IS NULL)
WHERE pos BETWEEN 11 AND 20
ORDER BY pos;
