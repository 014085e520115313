SELECT COUNT(NULLIF("cars"."mpg", 'null')) AS "rated",
    COUNT(DISTINCT NULLIF("cars"."horsepower", 'null')) AS "powers"
FROM "cars";
