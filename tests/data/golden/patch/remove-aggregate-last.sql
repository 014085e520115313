SELECT "tracks"."TrackId", "tracks"."Name", "albums"."Title",
    "artists"."Name" AS "Name_2"
FROM "invoice_items"
INNER JOIN "tracks" ON "invoice_items"."TrackId" = "tracks"."TrackId"
INNER JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
INNER JOIN "artists" ON "albums"."ArtistId" = "artists"."ArtistId"
ORDER BY "tracks"."TrackId" ASC
LIMIT 10
