SELECT `tracks`.`TrackId`, CAST(7 AS FLOAT64) / NULLIF(2, 0) AS `seven_halves`,
    CAST(7 AS FLOAT64) / NULLIF(0, 0) AS `by_zero`,
    CAST(`tracks`.`TrackId` AS FLOAT64) / NULLIF(4, 0) AS `int_columns_divided`,
    -(-3) AS `negated_negative`, 1 - -3 AS `minus_negative`,
    -(`tracks`.`TrackId`) AS `negated_column`,
    (1 + 2.5) + `tracks`.`TrackId` AS `sum_of_three`,
    (3 * -2) * (1 + 1) AS `product`,
    (10 - 4) * (CAST(1 AS FLOAT64) / NULLIF(4, 0)) AS `precedence`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
