SELECT "albums"."Title", "artists"."Name", "tracks"."Name" AS "Name_2"
FROM "albums"
INNER JOIN "artists" ON "albums"."ArtistId" = "artists"."ArtistId"
INNER JOIN "tracks" ON "tracks"."AlbumId" = "albums"."AlbumId"
WHERE "artists"."ArtistId" = 1
UNION
SELECT "albums"."Title", "artists"."Name", "tracks"."Name" AS "Name_2"
FROM "albums"
INNER JOIN "artists" ON "albums"."ArtistId" = "artists"."ArtistId"
INNER JOIN "tracks" ON "tracks"."AlbumId" = "albums"."AlbumId"
WHERE "artists"."ArtistId" = 2
ORDER BY 3 DESC NULLS LAST, 2 ASC NULLS FIRST, 1 ASC NULLS FIRST
LIMIT 3;
