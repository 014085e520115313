SELECT "cars"."name"
FROM "cars"
WHERE CAST(NULLIF("cars"."horsepower", 'null') AS NUMERIC) > CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC)
ORDER BY "cars"."name" ASC NULLS FIRST;
