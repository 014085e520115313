SELECT "tracks"."TrackId",
    CAST(DATE_TRUNC('year', TIMESTAMP '2023-11-18 17:05:09') AS DATE) AS "t_year",
    CAST(DATE_TRUNC('quarter', TIMESTAMP '2023-11-18 17:05:09') AS DATE) AS "t_quarter",
    CAST(DATE_TRUNC('month', TIMESTAMP '2023-11-18 17:05:09') AS DATE) AS "t_month",
    CAST(DATE_TRUNC('week', TIMESTAMP '2023-11-18 17:05:09') AS DATE) AS "t_week",
    CAST(DATE_TRUNC('day', TIMESTAMP '2023-11-18 17:05:09') AS DATE) AS "t_day",
    CAST(DATE_TRUNC('week', DATE '2024-01-01') AS DATE) AS "week_of_monday",
    CAST(DATE_TRUNC('week', DATE '2024-01-07') AS DATE) AS "week_of_sunday",
    CAST(DATE_TRUNC('quarter', DATE '2024-03-31') AS DATE) AS "quarter_of_march"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
