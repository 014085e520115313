SELECT "tracks"."TrackId", ABS(CAST(NULL AS DOUBLE)) AS "abs_of_null",
    ROUND(CAST(CAST(NULL AS DOUBLE) AS NUMBER(38, 10)), 1) AS "round_of_null",
    LOWER(CAST(NULL AS VARCHAR)) AS "lower_of_null",
    LENGTH(CAST(NULL AS VARCHAR)) AS "length_of_null",
    SUBSTR(CAST(NULL AS VARCHAR), 2) AS "substr_of_null",
    YEAR(CAST(NULL AS DATE)) AS "year_of_null",
    HOUR(CAST(NULL AS TIMESTAMP_NTZ)) AS "hour_of_null",
    CAST(DATE_TRUNC('MONTH', CAST(NULL AS DATE)) AS DATE) AS "month_of_null",
    DATEDIFF(DAY, CAST(CAST(NULL AS DATE) AS DATE), CAST(DATE '2024-01-01' AS DATE)) AS "days_from_null",
    CAST(TRUNC(CAST(CAST(TRUNC(CAST(NULL AS DOUBLE)) AS BIGINT) AS DOUBLE)) AS BIGINT) AS "integer_of_null",
    CAST(CAST(NULL AS DOUBLE) AS DOUBLE) / NULLIF(2, 0) AS "null_divided",
    1 + CAST(TRUNC(CAST(NULL AS DOUBLE)) AS BIGINT) AS "sum_with_null",
    COALESCE(CAST(NULL AS DATE), DATE '2024-05-06') AS "first_date",
    NULLIF('a', 'a') AS "nullif_equal",
    CASE WHEN "tracks"."TrackId" = 2 THEN 'two' ELSE CAST(NULL AS VARCHAR) END AS "case_null_else"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
