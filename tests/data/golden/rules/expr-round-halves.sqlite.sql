SELECT "tracks"."TrackId", "tracks"."UnitPrice", ROUND(0.5, 0) AS "half",
    ROUND(1.5, 0) AS "one_and_half", ROUND(2.5, 0) AS "two_and_half",
    ROUND(-2.5, 0) AS "minus_two_and_half", ROUND(0.125, 2) AS "eighth_to_2",
    ROUND(2.675, 2) AS "literal_2_675_to_2",
    ROUND(CAST(2.675 AS REAL), 2) AS "double_2_675_to_2",
    ROUND(CAST(1.005 AS REAL), 2) AS "double_1_005_to_2",
    ROUND(CAST(-0.5 AS REAL), 0) AS "double_minus_half",
    ROUND(CAST("tracks"."UnitPrice" AS REAL) / NULLIF(2, 0), 2) AS "column_halves"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
