SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) NOT IN (SELECT CAST(NULLIF("sq1"."mpg", 'null') AS NUMERIC) FROM "cars" AS "sq1" WHERE "sq1"."origin" = 'japan' AND CAST(NULLIF("sq1"."mpg", 'null') AS NUMERIC) IS NOT NULL)
ORDER BY "cars"."name" ASC;
