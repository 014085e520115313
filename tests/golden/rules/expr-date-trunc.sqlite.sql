SELECT "tracks"."TrackId",
    DATE('2023-11-18 17:05:09', 'start of year') AS "t_year",
    DATE('2023-11-18 17:05:09', 'start of month', '-' || ((CAST(STRFTIME('%m', '2023-11-18 17:05:09') AS INTEGER) - 1) % 3) || ' months') AS "t_quarter",
    DATE('2023-11-18 17:05:09', 'start of month') AS "t_month",
    DATE('2023-11-18 17:05:09', 'weekday 0', '-6 days') AS "t_week",
    DATE('2023-11-18 17:05:09') AS "t_day",
    DATE('2024-01-01', 'weekday 0', '-6 days') AS "week_of_monday",
    DATE('2024-01-07', 'weekday 0', '-6 days') AS "week_of_sunday",
    DATE('2024-03-31', 'start of month', '-' || ((CAST(STRFTIME('%m', '2024-03-31') AS INTEGER) - 1) % 3) || ' months') AS "quarter_of_march"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
