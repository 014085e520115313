SELECT FORMAT(MIN(CAST([cars].[horsepower] AS FLOAT)), 'R', 'en-US') AS [least],
    FORMAT(MAX(CAST([cars].[horsepower] AS FLOAT)), 'R', 'en-US') AS [most],
    MAX([cars].[name]) AS [last_name], COUNT([cars].[horsepower]) AS [rated]
FROM [cars];
