SELECT CAST(MIN(CAST("cars"."horsepower" AS NUMERIC)) AS TEXT) AS "least",
    CAST(MAX(CAST("cars"."horsepower" AS NUMERIC)) AS TEXT) AS "most",
    MAX("cars"."name") AS "last_name", COUNT("cars"."horsepower") AS "rated"
FROM "cars";
