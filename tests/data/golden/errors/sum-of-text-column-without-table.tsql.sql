SELECT SUM(CAST([products].[UnitPrice] AS FLOAT)) AS [total],
    AVG(CAST([products].[UnitPrice] AS FLOAT) * 1.0) AS [avg_UnitPrice]
FROM [products];
