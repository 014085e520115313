SELECT AVG((CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) * 2) * 1.0) AS [double_mpg]
FROM [cars];
