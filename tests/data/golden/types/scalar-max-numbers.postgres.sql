SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) = CAST((SELECT CAST(MAX(CAST(NULLIF("sq1"."mpg", 'null') AS NUMERIC)) AS text) AS "best" FROM "cars" AS "sq1") AS NUMERIC);
