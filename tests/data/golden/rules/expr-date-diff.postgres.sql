SELECT "tracks"."TrackId",
    CAST(EXTRACT(YEAR FROM DATE '2024-01-01') AS integer) - CAST(EXTRACT(YEAR FROM DATE '2023-12-31') AS integer) AS "new_year_year",
    ((CAST(EXTRACT(YEAR FROM DATE '2024-01-01') AS integer) * 4) + CAST(EXTRACT(QUARTER FROM DATE '2024-01-01') AS integer)) - ((CAST(EXTRACT(YEAR FROM DATE '2023-12-31') AS integer) * 4) + CAST(EXTRACT(QUARTER FROM DATE '2023-12-31') AS integer)) AS "new_year_quarter",
    ((CAST(EXTRACT(YEAR FROM DATE '2024-01-01') AS integer) * 12) + CAST(EXTRACT(MONTH FROM DATE '2024-01-01') AS integer)) - ((CAST(EXTRACT(YEAR FROM DATE '2023-12-31') AS integer) * 12) + CAST(EXTRACT(MONTH FROM DATE '2023-12-31') AS integer)) AS "new_year_month",
    (CAST(CAST(DATE_TRUNC('week', DATE '2024-01-01') AS date) AS date) - CAST(CAST(DATE_TRUNC('week', DATE '2023-12-31') AS date) AS date)) / 7 AS "new_year_week",
    CAST(DATE '2024-01-01' AS date) - CAST(DATE '2023-12-31' AS date) AS "new_year_day",
    CAST(EXTRACT(YEAR FROM DATE '2021-05-02') AS integer) - CAST(EXTRACT(YEAR FROM TIMESTAMP '2024-03-15 23:00:00') AS integer) AS "backwards_year",
    ((CAST(EXTRACT(YEAR FROM DATE '2021-05-02') AS integer) * 4) + CAST(EXTRACT(QUARTER FROM DATE '2021-05-02') AS integer)) - ((CAST(EXTRACT(YEAR FROM TIMESTAMP '2024-03-15 23:00:00') AS integer) * 4) + CAST(EXTRACT(QUARTER FROM TIMESTAMP '2024-03-15 23:00:00') AS integer)) AS "backwards_quarter",
    ((CAST(EXTRACT(YEAR FROM DATE '2021-05-02') AS integer) * 12) + CAST(EXTRACT(MONTH FROM DATE '2021-05-02') AS integer)) - ((CAST(EXTRACT(YEAR FROM TIMESTAMP '2024-03-15 23:00:00') AS integer) * 12) + CAST(EXTRACT(MONTH FROM TIMESTAMP '2024-03-15 23:00:00') AS integer)) AS "backwards_month",
    (CAST(CAST(DATE_TRUNC('week', DATE '2021-05-02') AS date) AS date) - CAST(CAST(DATE_TRUNC('week', TIMESTAMP '2024-03-15 23:00:00') AS date) AS date)) / 7 AS "backwards_week",
    CAST(DATE '2021-05-02' AS date) - CAST(TIMESTAMP '2024-03-15 23:00:00' AS date) AS "backwards_day",
    (CAST(CAST(DATE_TRUNC('week', DATE '2024-01-01') AS date) AS date) - CAST(CAST(DATE_TRUNC('week', DATE '2023-12-31') AS date) AS date)) / 7 AS "sunday_to_monday",
    (CAST(CAST(DATE_TRUNC('week', DATE '2024-01-07') AS date) AS date) - CAST(CAST(DATE_TRUNC('week', DATE '2024-01-01') AS date) AS date)) / 7 AS "monday_to_sunday",
    CAST(TIMESTAMP '2024-01-02 00:01:00' AS date) - CAST(TIMESTAMP '2024-01-01 23:59:00' AS date) AS "late_to_early_day"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
