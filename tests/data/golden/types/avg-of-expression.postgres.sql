SELECT AVG(CAST(NULLIF("cars"."mpg", 'null') AS NUMERIC) * 2) AS "double_mpg"
FROM "cars";
