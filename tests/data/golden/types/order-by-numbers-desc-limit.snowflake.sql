SELECT "cars"."name"
FROM "cars"
ORDER BY CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) DESC NULLS LAST
LIMIT 2;
