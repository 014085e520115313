SELECT CAST(MIN(CAST("cars"."horsepower" AS DOUBLE)) AS VARCHAR) AS "least",
    CAST(MAX(CAST("cars"."horsepower" AS DOUBLE)) AS VARCHAR) AS "most",
    MAX("cars"."name") AS "last_name", COUNT("cars"."horsepower") AS "rated"
FROM "cars";
