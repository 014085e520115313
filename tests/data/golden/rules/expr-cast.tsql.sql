SELECT [tracks].[TrackId],
    CAST(CAST(3.7 AS decimal(38, 10)) AS bigint) AS [int_of_3_7],
    CAST(CAST(-3.7 AS decimal(38, 10)) AS bigint) AS [int_of_minus_3_7],
    CAST(CAST('42' AS decimal(38, 10)) AS bigint) AS [int_of_text],
    CAST(CAST(CAST(7 AS float) / NULLIF(2, 0) AS decimal(38, 10)) AS bigint) AS [int_of_division],
    CAST('2.25' AS float) AS [number_of_text],
    CAST(3 AS float) * 0.5 AS [number_of_int],
    CAST(17 AS nvarchar(max)) AS [string_of_int],
    CAST([tracks].[TrackId] AS nvarchar(max)) + '!' AS [string_of_column],
    CAST('2024-02-29' AS date) AS [date_of_text],
    CAST('2024-02-29 13:45:00' AS datetime2) AS [datetime_of_text],
    CAST('2024-03-01' AS DATE) AS [typed_date]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
