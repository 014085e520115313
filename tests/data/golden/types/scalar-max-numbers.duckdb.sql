SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) = CAST((SELECT REGEXP_REPLACE(CAST(MAX(CAST(NULLIF("sq1"."mpg", 'null') AS DOUBLE)) AS VARCHAR), '\.0$', '') AS "best" FROM "cars" AS "sq1") AS DOUBLE);
