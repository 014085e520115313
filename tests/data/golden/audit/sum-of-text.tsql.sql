SELECT SUM(CAST([invoice_items].[UnitPrice] AS FLOAT)) AS [total]
FROM [invoice_items];
