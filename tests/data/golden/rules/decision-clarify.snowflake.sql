SELECT "genres"."Name"
FROM "genres"
ORDER BY "genres"."GenreId" ASC NULLS FIRST
LIMIT 2;
