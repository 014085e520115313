SELECT TOP (5) DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date)) AS [month],
    SUM([invoices].[Total]) AS [revenue],
    SUM([invoices].[Total] * 2) AS [double_revenue]
FROM [invoices]
GROUP BY DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date))
ORDER BY [month] ASC;
