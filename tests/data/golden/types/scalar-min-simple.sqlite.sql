SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) > CAST((SELECT MIN(CAST(NULLIF("sq1"."mpg", 'null') AS NUMERIC)) FROM "cars" AS "sq1") AS NUMERIC)
ORDER BY "cars"."name" ASC;
