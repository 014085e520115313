SELECT `tracks`.`TrackId`, `tracks`.`UnitPrice`,
    ROUND(CAST(0.5 AS NUMERIC), 0) AS `half`,
    ROUND(CAST(1.5 AS NUMERIC), 0) AS `one_and_half`,
    ROUND(CAST(2.5 AS NUMERIC), 0) AS `two_and_half`,
    ROUND(CAST(-2.5 AS NUMERIC), 0) AS `minus_two_and_half`,
    ROUND(CAST(0.125 AS NUMERIC), 2) AS `eighth_to_2`,
    ROUND(CAST(2.675 AS NUMERIC), 2) AS `literal_2_675_to_2`,
    ROUND(CAST(CAST(2.675 AS FLOAT64) AS NUMERIC), 2) AS `double_2_675_to_2`,
    ROUND(CAST(CAST(1.005 AS FLOAT64) AS NUMERIC), 2) AS `double_1_005_to_2`,
    ROUND(CAST(CAST(-0.5 AS FLOAT64) AS NUMERIC), 0) AS `double_minus_half`,
    ROUND(CAST(CAST(`tracks`.`UnitPrice` AS FLOAT64) / NULLIF(2, 0) AS NUMERIC), 2) AS `column_halves`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
