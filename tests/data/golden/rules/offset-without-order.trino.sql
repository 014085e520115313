SELECT "genres"."GenreId"
FROM "genres"
OFFSET 1
LIMIT 2;
