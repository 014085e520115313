SELECT DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date)) AS [month],
    SUM([invoices].[Total]) AS [revenue]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2025-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01' AS DATE)
GROUP BY DATEADD(month, DATEDIFF(month, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date))
ORDER BY [month] ASC;
