SELECT `tracks`.`TrackId`,
    YEAR(DATE '2024-01-01') - YEAR(DATE '2023-12-31') AS `new_year_year`,
    ((YEAR(DATE '2024-01-01') * 4) + QUARTER(DATE '2024-01-01')) - ((YEAR(DATE '2023-12-31') * 4) + QUARTER(DATE '2023-12-31')) AS `new_year_quarter`,
    ((YEAR(DATE '2024-01-01') * 12) + MONTH(DATE '2024-01-01')) - ((YEAR(DATE '2023-12-31') * 12) + MONTH(DATE '2023-12-31')) AS `new_year_month`,
    DATEDIFF(FROM_DAYS(FLOOR((TO_DAYS(DATE '2024-01-01') - 2) / 7) * 7 + 2), FROM_DAYS(FLOOR((TO_DAYS(DATE '2023-12-31') - 2) / 7) * 7 + 2)) DIV 7 AS `new_year_week`,
    DATEDIFF(DATE '2024-01-01', DATE '2023-12-31') AS `new_year_day`,
    YEAR(DATE '2021-05-02') - YEAR(TIMESTAMP '2024-03-15 23:00:00') AS `backwards_year`,
    ((YEAR(DATE '2021-05-02') * 4) + QUARTER(DATE '2021-05-02')) - ((YEAR(TIMESTAMP '2024-03-15 23:00:00') * 4) + QUARTER(TIMESTAMP '2024-03-15 23:00:00')) AS `backwards_quarter`,
    ((YEAR(DATE '2021-05-02') * 12) + MONTH(DATE '2021-05-02')) - ((YEAR(TIMESTAMP '2024-03-15 23:00:00') * 12) + MONTH(TIMESTAMP '2024-03-15 23:00:00')) AS `backwards_month`,
    DATEDIFF(FROM_DAYS(FLOOR((TO_DAYS(DATE '2021-05-02') - 2) / 7) * 7 + 2), FROM_DAYS(FLOOR((TO_DAYS(TIMESTAMP '2024-03-15 23:00:00') - 2) / 7) * 7 + 2)) DIV 7 AS `backwards_week`,
    DATEDIFF(DATE '2021-05-02', TIMESTAMP '2024-03-15 23:00:00') AS `backwards_day`,
    DATEDIFF(FROM_DAYS(FLOOR((TO_DAYS(DATE '2024-01-01') - 2) / 7) * 7 + 2), FROM_DAYS(FLOOR((TO_DAYS(DATE '2023-12-31') - 2) / 7) * 7 + 2)) DIV 7 AS `sunday_to_monday`,
    DATEDIFF(FROM_DAYS(FLOOR((TO_DAYS(DATE '2024-01-07') - 2) / 7) * 7 + 2), FROM_DAYS(FLOOR((TO_DAYS(DATE '2024-01-01') - 2) / 7) * 7 + 2)) DIV 7 AS `monday_to_sunday`,
    DATEDIFF(TIMESTAMP '2024-01-02 00:01:00', TIMESTAMP '2024-01-01 23:59:00') AS `late_to_early_day`
FROM `tracks`
WHERE `tracks`.`TrackId` = 1;
