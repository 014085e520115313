SELECT [cars].[name]
FROM [cars]
WHERE CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) NOT IN (SELECT CAST(NULLIF([sq1].[mpg], 'null') AS FLOAT) FROM [cars] AS [sq1] WHERE [sq1].[origin] = 'japan' AND CAST(NULLIF([sq1].[mpg], 'null') AS FLOAT) IS NOT NULL)
ORDER BY [cars].[name] ASC;
