SELECT "albums"."Title" AS "album"
FROM "tracks"
INNER JOIN "albums" ON "tracks"."AlbumId" = "albums"."AlbumId"
LIMIT 3
