SELECT [cars].[name]
FROM [cars]
WHERE CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) > CAST((SELECT AVG(CAST(NULLIF([sq1].[mpg], 'null') AS FLOAT) * 1.0) AS [mean] FROM [cars] AS [sq1]) AS FLOAT)
ORDER BY [cars].[name] ASC;
