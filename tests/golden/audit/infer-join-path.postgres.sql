SELECT "tracks"."Name", "genres"."Name"
FROM "tracks"
INNER JOIN "genres" ON "tracks"."GenreId" = "genres"."GenreId"
ORDER BY "tracks"."TrackId" ASC
LIMIT 5;
