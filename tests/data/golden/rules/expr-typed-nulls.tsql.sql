SELECT [tracks].[TrackId], ABS(CAST(NULL AS float)) AS [abs_of_null],
    ROUND(CAST(CAST(NULL AS float) AS decimal(38, 10)), 1) AS [round_of_null],
    LOWER(CAST(NULL AS nvarchar(max))) AS [lower_of_null],
    DATALENGTH(CAST(CAST(NULL AS nvarchar(max)) AS nvarchar(max))) / 2 AS [length_of_null],
    SUBSTRING(CAST(NULL AS nvarchar(max)), 2, 2147483647) AS [substr_of_null],
    DATEPART(year, CAST(NULL AS date)) AS [year_of_null],
    DATEPART(hour, CAST(NULL AS datetime2)) AS [hour_of_null],
    DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), CAST(NULL AS date)), CAST('19000101' AS date)) AS [month_of_null],
    DATEDIFF(day, CAST(NULL AS date), CAST('2024-01-01' AS DATE)) AS [days_from_null],
    CAST(CAST(CAST(CAST(NULL AS decimal(38, 10)) AS bigint) AS decimal(38, 10)) AS bigint) AS [integer_of_null],
    CAST(CAST(NULL AS float) AS float) / NULLIF(2, 0) AS [null_divided],
    1 + CAST(CAST(NULL AS decimal(38, 10)) AS bigint) AS [sum_with_null],
    COALESCE(CAST(NULL AS date), CAST('2024-05-06' AS DATE)) AS [first_date],
    NULLIF('a', 'a') AS [nullif_equal],
    CASE WHEN [tracks].[TrackId] = 2 THEN 'two' ELSE CAST(NULL AS nvarchar(max)) END AS [case_null_else]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
