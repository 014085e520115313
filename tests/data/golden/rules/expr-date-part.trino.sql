SELECT "tracks"."TrackId", YEAR(TIMESTAMP '2023-12-31 17:05:09') AS "p_year",
    QUARTER(TIMESTAMP '2023-12-31 17:05:09') AS "p_quarter",
    MONTH(TIMESTAMP '2023-12-31 17:05:09') AS "p_month",
    DAY(TIMESTAMP '2023-12-31 17:05:09') AS "p_day",
    DAY_OF_WEEK(TIMESTAMP '2023-12-31 17:05:09') AS "p_weekday",
    HOUR(TIMESTAMP '2023-12-31 17:05:09') AS "p_hour",
    DAY_OF_WEEK(DATE '2024-01-01') AS "weekday_monday",
    DAY_OF_WEEK(DATE '2024-01-03') AS "weekday_wednesday",
    DAY_OF_WEEK(DATE '2024-01-06') AS "weekday_saturday",
    DAY_OF_WEEK(DATE '1899-12-31') AS "weekday_old_sunday"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
