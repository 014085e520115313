SELECT [cars].[name],
    CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) * 2 AS [double]
FROM [cars]
WHERE CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) < 20
ORDER BY [double] ASC;
