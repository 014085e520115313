SELECT "albums"."AlbumId", "albums"."Title"
FROM "albums"
WHERE "albums"."Title" LIKE '50!%%' ESCAPE '!' OR "albums"."Title" LIKE 'Night!_%' ESCAPE '!' OR "albums"."Title" LIKE '[a]!!%' ESCAPE '!'
ORDER BY "albums"."AlbumId" ASC NULLS FIRST;
