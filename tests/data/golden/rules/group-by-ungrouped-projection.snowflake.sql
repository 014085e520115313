SELECT "tracks"."GenreId", COUNT(*) AS "n"
FROM "tracks"
GROUP BY "tracks"."GenreId"
ORDER BY "tracks"."GenreId" ASC NULLS FIRST
LIMIT 3;
