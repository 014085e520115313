SELECT `tracks`.`TrackId`, `tracks`.`Name`,
    LOWER('MiXeD Case 42') AS `lower_ascii`,
    UPPER('MiXeD Case 42') AS `upper_ascii`,
    LENGTH('Ünïcødé €') AS `length_non_ascii`,
    LENGTH('ab  ') AS `length_trailing_spaces`,
    LENGTH('a😀b') AS `length_astral`,
    LENGTH(`tracks`.`Name`) AS `length_column`,
    SUBSTR('Ünïcødé', 3) AS `rest_from_3`,
    SUBSTR('Ünïcødé', 2, 3) AS `three_from_2`,
    SUBSTR('abc', 5) AS `past_the_end`, SUBSTR('abc', 1, 0) AS `zero_length`,
    (((('n=' || CAST(42 AS STRING)) || '/') || CAST(2.5 AS STRING)) || '/') || CAST(`tracks`.`TrackId` AS STRING) AS `with_numbers`,
    ('a' || CAST(NULL AS STRING)) || 'b' AS `with_null`,
    (CAST(`tracks`.`Name` AS STRING) || ' #') || CAST(`tracks`.`TrackId` AS STRING) AS `with_column`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
