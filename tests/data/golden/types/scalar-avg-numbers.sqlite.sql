SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) > CAST((SELECT AVG(CAST(NULLIF("sq1"."mpg", 'null') AS NUMERIC)) AS "mean" FROM "cars" AS "sq1") AS NUMERIC)
ORDER BY "cars"."name" ASC;
