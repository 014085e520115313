SELECT "cars"."name",
    RANK() OVER (ORDER BY CAST(NULLIF("cars"."mpg", 'null') AS DOUBLE) DESC NULLS LAST) AS "place"
FROM "cars"
ORDER BY "place" ASC;
