SELECT REGEXP_REPLACE(CAST(MIN(CAST("cars"."horsepower" AS DOUBLE)) AS VARCHAR), '\.0$', '') AS "least",
    REGEXP_REPLACE(CAST(MAX(CAST("cars"."horsepower" AS DOUBLE)) AS VARCHAR), '\.0$', '') AS "most",
    MAX("cars"."name") AS "last_name", COUNT("cars"."horsepower") AS "rated"
FROM "cars";
