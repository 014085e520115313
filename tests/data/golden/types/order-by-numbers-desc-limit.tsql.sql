SELECT TOP (2) [cars].[name]
FROM [cars]
ORDER BY CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) DESC;
