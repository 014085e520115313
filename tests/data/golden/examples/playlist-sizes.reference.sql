-- Number of tracks on every playlist, empty playlists included (zero),
-- smallest first.
SELECT p.PlaylistId, p.Name, COALESCE(n.TrackCount, 0) AS TrackCount
FROM playlists AS p
LEFT JOIN (SELECT PlaylistId, COUNT(*) AS TrackCount
           FROM playlist_track
           GROUP BY PlaylistId) AS n ON n.PlaylistId = p.PlaylistId
ORDER BY TrackCount, p.PlaylistId;
