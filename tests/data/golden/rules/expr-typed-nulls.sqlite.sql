SELECT "tracks"."TrackId", ABS(CAST(NULL AS REAL)) AS "abs_of_null",
    ROUND(CAST(NULL AS REAL), 1) AS "round_of_null",
    LOWER(CAST(NULL AS TEXT)) AS "lower_of_null",
    LENGTH(CAST(NULL AS TEXT)) AS "length_of_null",
    SUBSTR(CAST(NULL AS TEXT), 2) AS "substr_of_null",
    CAST(STRFTIME('%Y', DATE(NULL)) AS INTEGER) AS "year_of_null",
    CAST(STRFTIME('%H', DATETIME(NULL)) AS INTEGER) AS "hour_of_null",
    DATE(DATE(NULL), 'start of month') AS "month_of_null",
    CAST(JULIANDAY(DATE('2024-01-01')) - JULIANDAY(DATE(DATE(NULL))) AS INTEGER) AS "days_from_null",
    CAST(CAST(NULL AS INTEGER) AS INTEGER) AS "integer_of_null",
    CAST(CAST(NULL AS REAL) AS REAL) / NULLIF(2, 0) AS "null_divided",
    1 + CAST(NULL AS INTEGER) AS "sum_with_null",
    COALESCE(DATE(NULL), '2024-05-06') AS "first_date",
    NULLIF('a', 'a') AS "nullif_equal",
    CASE WHEN "tracks"."TrackId" = 2 THEN 'two' ELSE CAST(NULL AS TEXT) END AS "case_null_else"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
