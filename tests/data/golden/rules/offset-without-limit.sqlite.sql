SELECT "genres"."GenreId"
FROM "genres"
ORDER BY "genres"."GenreId" ASC
LIMIT -1 OFFSET 22;
