SELECT "tracks"."Name", "genres"."Name" AS "Name_2"
FROM "tracks"
INNER JOIN "genres" ON "tracks"."GenreId" = "genres"."GenreId"
WHERE "tracks"."GenreId" IN (1, 2)
ORDER BY "tracks"."Name" DESC NULLS LAST, "tracks"."TrackId" ASC NULLS FIRST
LIMIT 3;
