SELECT `tracks`.`TrackId`, YEAR(TIMESTAMP '2023-12-31 17:05:09') AS `p_year`,
    QUARTER(TIMESTAMP '2023-12-31 17:05:09') AS `p_quarter`,
    MONTH(TIMESTAMP '2023-12-31 17:05:09') AS `p_month`,
    DAYOFMONTH(TIMESTAMP '2023-12-31 17:05:09') AS `p_day`,
    WEEKDAY(TIMESTAMP '2023-12-31 17:05:09') + 1 AS `p_weekday`,
    HOUR(TIMESTAMP '2023-12-31 17:05:09') AS `p_hour`,
    WEEKDAY(DATE '2024-01-01') + 1 AS `weekday_monday`,
    WEEKDAY(DATE '2024-01-03') + 1 AS `weekday_wednesday`,
    WEEKDAY(DATE '2024-01-06') + 1 AS `weekday_saturday`,
    WEEKDAY(DATE '1899-12-31') + 1 AS `weekday_old_sunday`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
