SELECT "albums"."Title" AS "album"
FROM "tracks"
INNER JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
ORDER BY "tracks"."Name" DESC
LIMIT 3
