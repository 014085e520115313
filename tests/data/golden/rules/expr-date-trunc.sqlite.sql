SELECT "tracks"."TrackId",
    DATE('2023-11-18 17:05:09', 'start of year') AS "t_year",
    (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT '2023-11-18 17:05:09' AS d)) AS "t_quarter",
    DATE('2023-11-18 17:05:09', 'start of month') AS "t_month",
    DATE('2023-11-18 17:05:09', 'weekday 0', '-6 days') AS "t_week",
    DATE('2023-11-18 17:05:09') AS "t_day",
    DATE('2024-01-01', 'weekday 0', '-6 days') AS "week_of_monday",
    DATE('2024-01-07', 'weekday 0', '-6 days') AS "week_of_sunday",
    (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT '2024-03-31' AS d)) AS "quarter_of_march"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
