SELECT "t"."Name", "albums"."Title", "t"."Milliseconds"
FROM "tracks" AS "t"
INNER JOIN "albums" ON "t"."AlbumId" = "albums"."AlbumId"
ORDER BY "t"."TrackId" ASC NULLS FIRST
LIMIT 3;
