SELECT [cars].[name]
FROM [cars]
WHERE CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) > CAST((SELECT MIN(CAST(NULLIF([sq1].[mpg], 'null') AS FLOAT)) FROM [cars] AS [sq1]) AS FLOAT)
ORDER BY [cars].[name] ASC;
