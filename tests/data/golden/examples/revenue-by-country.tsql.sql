SELECT [invoices].[BillingCountry], COUNT(*) AS [InvoiceCount],
    SUM([invoices].[Total]) AS [Revenue],
    AVG([invoices].[Total] * 1.0) AS [AverageInvoice],
    MIN([invoices].[Total]) AS [SmallestInvoice],
    MAX([invoices].[Total]) AS [LargestInvoice]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2024-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2025-01-01' AS DATE)
GROUP BY [invoices].[BillingCountry]
HAVING COUNT(*) >= 5
ORDER BY [Revenue] DESC, [invoices].[BillingCountry] ASC;
