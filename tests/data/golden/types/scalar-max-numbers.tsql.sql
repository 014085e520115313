SELECT [cars].[name]
FROM [cars]
WHERE CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) = CAST((SELECT FORMAT(MAX(CAST(NULLIF([sq1].[mpg], 'null') AS FLOAT)), 'R', 'en-US') AS [best] FROM [cars] AS [sq1]) AS FLOAT);
