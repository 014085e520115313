SELECT "cars"."name", "cars"."mpg"
FROM "cars"
ORDER BY CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) ASC NULLS FIRST;
