SELECT "cars"."name"
FROM "cars"
WHERE CAST("cars"."horsepower" AS NUMERIC) > 150
  AND CAST("cars"."horsepower" AS NUMERIC) BETWEEN 90 AND 200
  AND CAST("cars"."horsepower" AS NUMERIC) IN (95, 130)
  AND CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) = 18;
