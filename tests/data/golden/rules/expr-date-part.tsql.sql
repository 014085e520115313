SELECT [tracks].[TrackId],
    DATEPART(year, CAST('2023-12-31T17:05:09' AS DATETIME2)) AS [p_year],
    DATEPART(quarter, CAST('2023-12-31T17:05:09' AS DATETIME2)) AS [p_quarter],
    DATEPART(month, CAST('2023-12-31T17:05:09' AS DATETIME2)) AS [p_month],
    DATEPART(day, CAST('2023-12-31T17:05:09' AS DATETIME2)) AS [p_day],
    (DATEDIFF(day, CAST('19000101' AS date), CAST('2023-12-31T17:05:09' AS DATETIME2)) % 7 + 7) % 7 + 1 AS [p_weekday],
    DATEPART(hour, CAST('2023-12-31T17:05:09' AS DATETIME2)) AS [p_hour],
    (DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-01' AS DATE)) % 7 + 7) % 7 + 1 AS [weekday_monday],
    (DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-03' AS DATE)) % 7 + 7) % 7 + 1 AS [weekday_wednesday],
    (DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-06' AS DATE)) % 7 + 7) % 7 + 1 AS [weekday_saturday],
    (DATEDIFF(day, CAST('19000101' AS date), CAST('1899-12-31' AS DATE)) % 7 + 7) % 7 + 1 AS [weekday_old_sunday]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
