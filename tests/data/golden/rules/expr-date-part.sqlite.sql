SELECT "tracks"."TrackId",
    CAST(STRFTIME('%Y', '2023-12-31 17:05:09') AS INTEGER) AS "p_year",
    (CAST(STRFTIME('%m', '2023-12-31 17:05:09') AS INTEGER) + 2) / 3 AS "p_quarter",
    CAST(STRFTIME('%m', '2023-12-31 17:05:09') AS INTEGER) AS "p_month",
    CAST(STRFTIME('%d', '2023-12-31 17:05:09') AS INTEGER) AS "p_day",
    (CAST(STRFTIME('%w', '2023-12-31 17:05:09') AS INTEGER) + 6) % 7 + 1 AS "p_weekday",
    CAST(STRFTIME('%H', '2023-12-31 17:05:09') AS INTEGER) AS "p_hour",
    (CAST(STRFTIME('%w', '2024-01-01') AS INTEGER) + 6) % 7 + 1 AS "weekday_monday",
    (CAST(STRFTIME('%w', '2024-01-03') AS INTEGER) + 6) % 7 + 1 AS "weekday_wednesday",
    (CAST(STRFTIME('%w', '2024-01-06') AS INTEGER) + 6) % 7 + 1 AS "weekday_saturday",
    (CAST(STRFTIME('%w', '1899-12-31') AS INTEGER) + 6) % 7 + 1 AS "weekday_old_sunday"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
