SELECT [tracks].[TrackId],
    DATEFROMPARTS(YEAR(CAST('2023-11-18T17:05:09' AS DATETIME2)), 1, 1) AS [t_year],
    DATEADD(quarter, DATEDIFF(quarter, CAST('19000101' AS date), CAST('2023-11-18T17:05:09' AS DATETIME2)), CAST('19000101' AS date)) AS [t_quarter],
    DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), CAST('2023-11-18T17:05:09' AS DATETIME2)), CAST('19000101' AS date)) AS [t_month],
    DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), CAST('2023-11-18T17:05:09' AS DATETIME2)) / 7.0) AS int) * 7, CAST('19000101' AS date)) AS [t_week],
    CAST(CAST('2023-11-18T17:05:09' AS DATETIME2) AS date) AS [t_day],
    DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-01' AS DATE)) / 7.0) AS int) * 7, CAST('19000101' AS date)) AS [week_of_monday],
    DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-07' AS DATE)) / 7.0) AS int) * 7, CAST('19000101' AS date)) AS [week_of_sunday],
    DATEADD(quarter, DATEDIFF(quarter, CAST('19000101' AS date), CAST('2024-03-31' AS DATE)), CAST('19000101' AS date)) AS [quarter_of_march]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
