SELECT "tracks"."TrackId", CAST(3.7 AS INTEGER) AS "int_of_3_7",
    CAST(-3.7 AS INTEGER) AS "int_of_minus_3_7",
    CAST('42' AS INTEGER) AS "int_of_text",
    CAST(CAST(7 AS REAL) / NULLIF(2, 0) AS INTEGER) AS "int_of_division",
    CAST('2.25' AS REAL) AS "number_of_text",
    CAST(3 AS REAL) * 0.5 AS "number_of_int",
    CAST(17 AS TEXT) AS "string_of_int",
    CAST("tracks"."TrackId" AS TEXT) || '!' AS "string_of_column",
    DATE('2024-02-29') AS "date_of_text",
    DATETIME('2024-02-29 13:45:00') AS "datetime_of_text",
    '2024-03-01' AS "typed_date"
FROM "tracks"
WHERE "tracks"."TrackId" = 1;
