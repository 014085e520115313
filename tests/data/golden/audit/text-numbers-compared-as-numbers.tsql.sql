SELECT [cars].[name]
FROM [cars]
WHERE CAST([cars].[horsepower] AS FLOAT) > 150
  AND CAST([cars].[horsepower] AS FLOAT) BETWEEN 90 AND 200
  AND CAST([cars].[horsepower] AS FLOAT) IN (95, 130)
  AND CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) = 18;
