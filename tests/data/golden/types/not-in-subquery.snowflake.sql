SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) NOT IN (SELECT CAST(NULLIF("sq1"."mpg", 'null') AS DOUBLE) FROM "cars" AS "sq1" WHERE "sq1"."origin" = 'japan' AND CAST(NULLIF("sq1"."mpg", 'null') AS DOUBLE) IS NOT NULL)
ORDER BY "cars"."name" ASC NULLS FIRST;
