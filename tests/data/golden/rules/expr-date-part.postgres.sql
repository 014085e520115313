SELECT "tracks"."TrackId",
    CAST(EXTRACT(YEAR FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_year",
    CAST(EXTRACT(QUARTER FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_quarter",
    CAST(EXTRACT(MONTH FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_month",
    CAST(EXTRACT(DAY FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_day",
    CAST(EXTRACT(ISODOW FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_weekday",
    CAST(EXTRACT(HOUR FROM TIMESTAMP '2023-12-31 17:05:09') AS integer) AS "p_hour",
    CAST(EXTRACT(ISODOW FROM DATE '2024-01-01') AS integer) AS "weekday_monday",
    CAST(EXTRACT(ISODOW FROM DATE '2024-01-03') AS integer) AS "weekday_wednesday",
    CAST(EXTRACT(ISODOW FROM DATE '2024-01-06') AS integer) AS "weekday_saturday",
    CAST(EXTRACT(ISODOW FROM DATE '1899-12-31') AS integer) AS "weekday_old_sunday"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
