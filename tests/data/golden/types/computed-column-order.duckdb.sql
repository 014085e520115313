SELECT "cars"."name", "cars"."mpg" AS "fuel"
FROM "cars"
ORDER BY CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) DESC NULLS LAST;
