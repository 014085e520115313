SELECT "cars"."name", "cars"."origin",
    REGEXP_REPLACE(CAST(MAX(CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE)) OVER (PARTITION BY "cars"."origin") AS VARCHAR), '\.0$', '') AS "best"
FROM "cars"
ORDER BY "cars"."name" ASC NULLS FIRST;
