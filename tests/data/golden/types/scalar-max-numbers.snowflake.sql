SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) = CAST((SELECT CAST(MAX(CAST(NULLIF("sq1"."mpg", 'null') AS DOUBLE)) AS VARCHAR) AS "best" FROM "cars" AS "sq1") AS DOUBLE);
