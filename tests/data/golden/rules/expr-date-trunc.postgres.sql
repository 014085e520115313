SELECT "tracks"."TrackId",
    CAST(DATE_TRUNC('year', TIMESTAMP '2023-11-18 17:05:09') AS date) AS "t_year",
    CAST(DATE_TRUNC('quarter', TIMESTAMP '2023-11-18 17:05:09') AS date) AS "t_quarter",
    CAST(DATE_TRUNC('month', TIMESTAMP '2023-11-18 17:05:09') AS date) AS "t_month",
    CAST(DATE_TRUNC('week', TIMESTAMP '2023-11-18 17:05:09') AS date) AS "t_week",
    CAST(DATE_TRUNC('day', TIMESTAMP '2023-11-18 17:05:09') AS date) AS "t_day",
    CAST(DATE_TRUNC('week', DATE '2024-01-01') AS date) AS "week_of_monday",
    CAST(DATE_TRUNC('week', DATE '2024-01-07') AS date) AS "week_of_sunday",
    CAST(DATE_TRUNC('quarter', DATE '2024-03-31') AS date) AS "quarter_of_march"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
