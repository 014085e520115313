SELECT "playlists"."PlaylistId", "playlists"."Name",
    COUNT(DISTINCT "playlist_track"."TrackId") AS "Tracks"
FROM "playlist_track"
RIGHT JOIN "playlists" ON "playlist_track"."PlaylistId" = "playlists"."PlaylistId"
GROUP BY "playlists"."PlaylistId", "playlists"."Name"
ORDER BY "Tracks" DESC, "playlists"."PlaylistId" ASC
