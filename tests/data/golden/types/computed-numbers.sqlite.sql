SELECT "cars"."name",
    CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) * 2 AS "double"
FROM "cars"
WHERE CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) < 20
ORDER BY "double" ASC;
