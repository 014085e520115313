SELECT "genres"."Name", ROW_NUMBER() OVER (ORDER BY "genres"."Name" ASC) AS "n"
FROM "genres"
GROUP BY "genres"."GenreId", "genres"."Name"
ORDER BY "n" ASC
LIMIT 4;
