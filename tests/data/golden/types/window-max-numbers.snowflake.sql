SELECT "cars"."name", "cars"."origin",
    CAST(MAX(CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE)) OVER (PARTITION BY "cars"."origin") AS VARCHAR) AS "best"
FROM "cars"
ORDER BY "cars"."name" ASC NULLS FIRST;
