SELECT "tracks"."TrackId", "tracks"."Name", "albums"."Title"
FROM "tracks"
LEFT JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
WHERE "tracks"."TrackId" IN (1, 2, 172, 263)
ORDER BY "tracks"."TrackId" ASC
