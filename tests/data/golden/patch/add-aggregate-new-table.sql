SELECT "playlists"."PlaylistId", "playlists"."Name",
    COUNT("playlist_track"."TrackId") AS "TrackCount",
    AVG("tracks"."Milliseconds") AS "AverageLength"
FROM "playlist_track"
RIGHT JOIN "playlists" ON "playlist_track"."PlaylistId" = "playlists"."PlaylistId"
INNER JOIN "tracks" ON "playlist_track"."TrackId" = "tracks"."TrackId"
GROUP BY "playlists"."PlaylistId", "playlists"."Name"
ORDER BY "TrackCount" ASC, "playlists"."PlaylistId" ASC
