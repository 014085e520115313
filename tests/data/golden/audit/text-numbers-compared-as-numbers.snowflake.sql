SELECT "cars"."name"
FROM "cars"
WHERE CAST("cars"."horsepower" AS DOUBLE) > 150
  AND CAST("cars"."horsepower" AS DOUBLE) BETWEEN 90 AND 200
  AND CAST("cars"."horsepower" AS DOUBLE) IN (95, 130)
  AND CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) = 18;
