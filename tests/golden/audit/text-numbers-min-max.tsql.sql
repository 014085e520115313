SELECT MIN(CAST([cars].[horsepower] AS FLOAT)) AS [least],
    MAX(CAST([cars].[horsepower] AS FLOAT)) AS [most],
    MAX([cars].[name]) AS [last_name], COUNT([cars].[horsepower]) AS [rated]
FROM [cars];
