SELECT "tracks"."TrackId",
    YEAR(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_year",
    QUARTER(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_quarter",
    MONTH(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_month",
    DAY(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_day",
    DAYOFWEEKISO(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_weekday",
    HOUR(CAST('2023-12-31 17:05:09' AS TIMESTAMP_NTZ)) AS "p_hour",
    DAYOFWEEKISO(DATE '2024-01-01') AS "weekday_monday",
    DAYOFWEEKISO(DATE '2024-01-03') AS "weekday_wednesday",
    DAYOFWEEKISO(DATE '2024-01-06') AS "weekday_saturday",
    DAYOFWEEKISO(DATE '1899-12-31') AS "weekday_old_sunday"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
