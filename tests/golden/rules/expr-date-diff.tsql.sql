SELECT [tracks].[TrackId],
    DATEPART(year, CAST('2024-01-01' AS DATE)) - DATEPART(year, CAST('2023-12-31' AS DATE)) AS [new_year_year],
    ((DATEPART(year, CAST('2024-01-01' AS DATE)) * 4) + DATEPART(quarter, CAST('2024-01-01' AS DATE))) - ((DATEPART(year, CAST('2023-12-31' AS DATE)) * 4) + DATEPART(quarter, CAST('2023-12-31' AS DATE))) AS [new_year_quarter],
    ((DATEPART(year, CAST('2024-01-01' AS DATE)) * 12) + DATEPART(month, CAST('2024-01-01' AS DATE))) - ((DATEPART(year, CAST('2023-12-31' AS DATE)) * 12) + DATEPART(month, CAST('2023-12-31' AS DATE))) AS [new_year_month],
    DATEDIFF(day, DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2023-12-31' AS DATE)) % 7 + 7) % 7), CAST(CAST('2023-12-31' AS DATE) AS date)), DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-01' AS DATE)) % 7 + 7) % 7), CAST(CAST('2024-01-01' AS DATE) AS date))) / 7 AS [new_year_week],
    DATEDIFF(day, CAST('2023-12-31' AS DATE), CAST('2024-01-01' AS DATE)) AS [new_year_day],
    DATEPART(year, CAST('2021-05-02' AS DATE)) - DATEPART(year, CAST('2024-03-15T23:00:00' AS DATETIME2)) AS [backwards_year],
    ((DATEPART(year, CAST('2021-05-02' AS DATE)) * 4) + DATEPART(quarter, CAST('2021-05-02' AS DATE))) - ((DATEPART(year, CAST('2024-03-15T23:00:00' AS DATETIME2)) * 4) + DATEPART(quarter, CAST('2024-03-15T23:00:00' AS DATETIME2))) AS [backwards_quarter],
    ((DATEPART(year, CAST('2021-05-02' AS DATE)) * 12) + DATEPART(month, CAST('2021-05-02' AS DATE))) - ((DATEPART(year, CAST('2024-03-15T23:00:00' AS DATETIME2)) * 12) + DATEPART(month, CAST('2024-03-15T23:00:00' AS DATETIME2))) AS [backwards_month],
    DATEDIFF(day, DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2024-03-15T23:00:00' AS DATETIME2)) % 7 + 7) % 7), CAST(CAST('2024-03-15T23:00:00' AS DATETIME2) AS date)), DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2021-05-02' AS DATE)) % 7 + 7) % 7), CAST(CAST('2021-05-02' AS DATE) AS date))) / 7 AS [backwards_week],
    DATEDIFF(day, CAST('2024-03-15T23:00:00' AS DATETIME2), CAST('2021-05-02' AS DATE)) AS [backwards_day],
    DATEDIFF(day, DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2023-12-31' AS DATE)) % 7 + 7) % 7), CAST(CAST('2023-12-31' AS DATE) AS date)), DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-01' AS DATE)) % 7 + 7) % 7), CAST(CAST('2024-01-01' AS DATE) AS date))) / 7 AS [sunday_to_monday],
    DATEDIFF(day, DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-01' AS DATE)) % 7 + 7) % 7), CAST(CAST('2024-01-01' AS DATE) AS date)), DATEADD(day, -((DATEDIFF(day, CAST('19000101' AS date), CAST('2024-01-07' AS DATE)) % 7 + 7) % 7), CAST(CAST('2024-01-07' AS DATE) AS date))) / 7 AS [monday_to_sunday],
    DATEDIFF(day, CAST('2024-01-01T23:59:00' AS DATETIME2), CAST('2024-01-02T00:01:00' AS DATETIME2)) AS [late_to_early_day]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
