SELECT "tracks"."TrackId", "tracks"."Name", "tracks"."AlbumId", "albums"."Title"
FROM "tracks"
LEFT JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
WHERE "tracks"."Explicit" = 1
  AND "tracks"."AlbumId" IN (SELECT "sq1"."AlbumId" FROM "albums" AS "sq1" WHERE "sq1"."ReleaseYear" <= 1965)
ORDER BY "tracks"."AlbumId" ASC, "tracks"."TrackId" ASC
