SELECT `tracks`.`TrackId`, ABS(CAST(NULL AS FLOAT64)) AS `abs_of_null`,
    ROUND(CAST(CAST(NULL AS FLOAT64) AS NUMERIC), 1) AS `round_of_null`,
    LOWER(CAST(NULL AS STRING)) AS `lower_of_null`,
    LENGTH(CAST(NULL AS STRING)) AS `length_of_null`,
    SUBSTR(CAST(NULL AS STRING), 2) AS `substr_of_null`,
    EXTRACT(YEAR FROM CAST(NULL AS DATE)) AS `year_of_null`,
    EXTRACT(HOUR FROM CAST(NULL AS DATETIME)) AS `hour_of_null`,
    DATE_TRUNC(CAST(CAST(NULL AS DATE) AS DATE), MONTH) AS `month_of_null`,
    DATE_DIFF(CAST(DATE '2024-01-01' AS DATE), CAST(CAST(NULL AS DATE) AS DATE), DAY) AS `days_from_null`,
    CAST(TRUNC(CAST(CAST(TRUNC(CAST(NULL AS FLOAT64)) AS INT64) AS FLOAT64)) AS INT64) AS `integer_of_null`,
    CAST(CAST(NULL AS FLOAT64) AS FLOAT64) / NULLIF(2, 0) AS `null_divided`,
    1 + CAST(TRUNC(CAST(NULL AS FLOAT64)) AS INT64) AS `sum_with_null`,
    COALESCE(CAST(NULL AS DATE), DATE '2024-05-06') AS `first_date`,
    NULLIF('a', 'a') AS `nullif_equal`,
    CASE WHEN `tracks`.`TrackId` = 2 THEN 'two' ELSE CAST(NULL AS STRING) END AS `case_null_else`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
