SELECT [cars].[name], [cars].[origin],
    FORMAT(MAX(CAST(NULLIF([cars].[mpg], 'null') AS FLOAT)) OVER (PARTITION BY [cars].[origin]), 'R', 'en-US') AS [best]
FROM [cars]
ORDER BY [cars].[name] ASC;
