SELECT MIN(CAST("cars"."horsepower" AS NUMERIC)) AS "least",
    MAX(CAST("cars"."horsepower" AS NUMERIC)) AS "most",
    MAX("cars"."name") AS "last_name", COUNT("cars"."horsepower") AS "rated"
FROM "cars";
