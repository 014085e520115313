SELECT TOP (3) DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date)) AS [month]
FROM [invoices]
GROUP BY DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date))
ORDER BY [month] DESC;
