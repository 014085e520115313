SELECT "cars"."name", "cars"."origin",
    CAST(MAX(CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC)) OVER (PARTITION BY "cars"."origin") AS text) AS "best"
FROM "cars"
ORDER BY "cars"."name" ASC NULLS FIRST;
