SELECT "playlists"."PlaylistId", "playlists"."Name"
FROM "playlist_track"
RIGHT JOIN "playlists" ON "playlist_track"."PlaylistId" = "playlists"."PlaylistId"
GROUP BY "playlists"."PlaylistId", "playlists"."Name"
ORDER BY "playlists"."PlaylistId" ASC
