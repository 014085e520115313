SELECT [tracks].[TrackId], [tracks].[Name],
    LOWER('MiXeD Case 42') AS [lower_ascii],
    UPPER('MiXeD Case 42') AS [upper_ascii],
    DATALENGTH(CAST(N'Ünïcødé €' AS nvarchar(max))) / 2 AS [length_non_ascii],
    DATALENGTH(CAST('ab  ' AS nvarchar(max))) / 2 AS [length_trailing_spaces],
    DATALENGTH(CAST(N'a😀b' AS nvarchar(max))) / 2 AS [length_astral],
    DATALENGTH(CAST([tracks].[Name] AS nvarchar(max))) / 2 AS [length_column],
    SUBSTRING(N'Ünïcødé', 3, 2147483647) AS [rest_from_3],
    SUBSTRING(N'Ünïcødé', 2, 3) AS [three_from_2],
    SUBSTRING('abc', 5, 2147483647) AS [past_the_end],
    SUBSTRING('abc', 1, 0) AS [zero_length],
    (((('n=' + CAST(42 AS nvarchar(max))) + '/') + CAST(2.5 AS nvarchar(max))) + '/') + CAST([tracks].[TrackId] AS nvarchar(max)) AS [with_numbers],
    ('a' + CAST(NULL AS nvarchar(max))) + 'b' AS [with_null],
    (CAST([tracks].[Name] AS nvarchar(max)) + ' #') + CAST([tracks].[TrackId] AS nvarchar(max)) AS [with_column]
FROM [tracks]
WHERE [tracks].[TrackId] = 1;
