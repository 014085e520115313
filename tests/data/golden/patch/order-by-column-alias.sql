SELECT "tracks"."Name" AS "track_name", "albums"."Title" AS "album"
FROM "tracks"
INNER JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
ORDER BY "album" ASC, "tracks"."TrackId" ASC
LIMIT 3
