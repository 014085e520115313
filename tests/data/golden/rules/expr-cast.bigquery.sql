SELECT `tracks`.`TrackId`,
    CAST(TRUNC(CAST(3.7 AS FLOAT64)) AS INT64) AS `int_of_3_7`,
    CAST(TRUNC(CAST(-3.7 AS FLOAT64)) AS INT64) AS `int_of_minus_3_7`,
    CAST(TRUNC(CAST('42' AS FLOAT64)) AS INT64) AS `int_of_text`,
    CAST(TRUNC(CAST(CAST(7 AS FLOAT64) / NULLIF(2, 0) AS FLOAT64)) AS INT64) AS `int_of_division`,
    CAST('2.25' AS FLOAT64) AS `number_of_text`,
    CAST(3 AS FLOAT64) * 0.5 AS `number_of_int`,
    CAST(17 AS STRING) AS `string_of_int`,
    CAST(`tracks`.`TrackId` AS STRING) || '!' AS `string_of_column`,
    CAST('2024-02-29' AS DATE) AS `date_of_text`,
    CAST('2024-02-29 13:45:00' AS DATETIME) AS `datetime_of_text`,
    DATE '2024-03-01' AS `typed_date`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
