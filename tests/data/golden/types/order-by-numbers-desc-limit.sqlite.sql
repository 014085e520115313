SELECT "cars"."name"
FROM "cars"
ORDER BY CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) DESC
LIMIT 2;
