SELECT [cars].[name]
FROM [cars]
WHERE CAST(NULLIF([cars].[horsepower], 'null') AS FLOAT) > CAST(NULLIF([cars].[mpg], 'null') AS FLOAT)
ORDER BY [cars].[name] ASC;
