SELECT "genres"."GenreId"
FROM "genres"
ORDER BY "genres"."GenreId" ASC NULLS FIRST
OFFSET 22;
