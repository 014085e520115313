SELECT "cars"."name", "cars"."origin",
    CAST(MAX(CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC)) OVER (PARTITION BY "cars"."origin") AS TEXT) AS "best"
FROM "cars"
ORDER BY "cars"."name" ASC;
