SELECT AVG(CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) * 2) AS "double_mpg"
FROM "cars";
