SELECT "tracks"."TrackId",
    CAST(STRFTIME('%Y', '2024-01-01') AS INTEGER) - CAST(STRFTIME('%Y', '2023-12-31') AS INTEGER) AS "new_year_year",
    ((CAST(STRFTIME('%Y', '2024-01-01') AS INTEGER) * 4) + ((CAST(STRFTIME('%m', '2024-01-01') AS INTEGER) + 2) / 3)) - ((CAST(STRFTIME('%Y', '2023-12-31') AS INTEGER) * 4) + ((CAST(STRFTIME('%m', '2023-12-31') AS INTEGER) + 2) / 3)) AS "new_year_quarter",
    ((CAST(STRFTIME('%Y', '2024-01-01') AS INTEGER) * 12) + CAST(STRFTIME('%m', '2024-01-01') AS INTEGER)) - ((CAST(STRFTIME('%Y', '2023-12-31') AS INTEGER) * 12) + CAST(STRFTIME('%m', '2023-12-31') AS INTEGER)) AS "new_year_month",
    CAST(JULIANDAY(DATE(DATE('2024-01-01', 'weekday 0', '-6 days'))) - JULIANDAY(DATE(DATE('2023-12-31', 'weekday 0', '-6 days'))) AS INTEGER) / 7 AS "new_year_week",
    CAST(JULIANDAY(DATE('2024-01-01')) - JULIANDAY(DATE('2023-12-31')) AS INTEGER) AS "new_year_day",
    CAST(STRFTIME('%Y', '2021-05-02') AS INTEGER) - CAST(STRFTIME('%Y', '2024-03-15 23:00:00') AS INTEGER) AS "backwards_year",
    ((CAST(STRFTIME('%Y', '2021-05-02') AS INTEGER) * 4) + ((CAST(STRFTIME('%m', '2021-05-02') AS INTEGER) + 2) / 3)) - ((CAST(STRFTIME('%Y', '2024-03-15 23:00:00') AS INTEGER) * 4) + ((CAST(STRFTIME('%m', '2024-03-15 23:00:00') AS INTEGER) + 2) / 3)) AS "backwards_quarter",
    ((CAST(STRFTIME('%Y', '2021-05-02') AS INTEGER) * 12) + CAST(STRFTIME('%m', '2021-05-02') AS INTEGER)) - ((CAST(STRFTIME('%Y', '2024-03-15 23:00:00') AS INTEGER) * 12) + CAST(STRFTIME('%m', '2024-03-15 23:00:00') AS INTEGER)) AS "backwards_month",
    CAST(JULIANDAY(DATE(DATE('2021-05-02', 'weekday 0', '-6 days'))) - JULIANDAY(DATE(DATE('2024-03-15 23:00:00', 'weekday 0', '-6 days'))) AS INTEGER) / 7 AS "backwards_week",
    CAST(JULIANDAY(DATE('2021-05-02')) - JULIANDAY(DATE('2024-03-15 23:00:00')) AS INTEGER) AS "backwards_day",
    CAST(JULIANDAY(DATE(DATE('2024-01-01', 'weekday 0', '-6 days'))) - JULIANDAY(DATE(DATE('2023-12-31', 'weekday 0', '-6 days'))) AS INTEGER) / 7 AS "sunday_to_monday",
    CAST(JULIANDAY(DATE(DATE('2024-01-07', 'weekday 0', '-6 days'))) - JULIANDAY(DATE(DATE('2024-01-01', 'weekday 0', '-6 days'))) AS INTEGER) / 7 AS "monday_to_sunday",
    CAST(JULIANDAY(DATE('2024-01-02 00:01:00')) - JULIANDAY(DATE('2024-01-01 23:59:00')) AS INTEGER) AS "late_to_early_day"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
