SELECT "tracks"."TrackId", ABS(CAST(NULL AS double precision)) AS "abs_of_null",
    ROUND(CAST(CAST(NULL AS double precision) AS numeric), 1) AS "round_of_null",
    LOWER(CAST(NULL AS text)) AS "lower_of_null",
    LENGTH(CAST(NULL AS text)) AS "length_of_null",
    SUBSTR(CAST(NULL AS text), 2) AS "substr_of_null",
    CAST(EXTRACT(YEAR FROM CAST(NULL AS date)) AS integer) AS "year_of_null",
    CAST(EXTRACT(HOUR FROM CAST(NULL AS timestamp)) AS integer) AS "hour_of_null",
    CAST(DATE_TRUNC('month', CAST(NULL AS date)) AS date) AS "month_of_null",
    CAST(DATE '2024-01-01' AS date) - CAST(CAST(NULL AS date) AS date) AS "days_from_null",
    CAST(TRUNC(CAST(CAST(TRUNC(CAST(NULL AS numeric)) AS bigint) AS numeric)) AS bigint) AS "integer_of_null",
    CAST(CAST(NULL AS double precision) AS double precision) / NULLIF(2, 0) AS "null_divided",
    1 + CAST(TRUNC(CAST(NULL AS numeric)) AS bigint) AS "sum_with_null",
    COALESCE(CAST(NULL AS date), DATE '2024-05-06') AS "first_date",
    NULLIF('a', 'a') AS "nullif_equal",
    CASE WHEN "tracks"."TrackId" = 2 THEN 'two' ELSE CAST(NULL AS text) END AS "case_null_else"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
