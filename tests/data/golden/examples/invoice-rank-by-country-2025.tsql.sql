SELECT [invoices].[BillingCountry], [invoices].[InvoiceId],
    [invoices].[InvoiceDate], [invoices].[Total],
    RANK() OVER (PARTITION BY [invoices].[BillingCountry] ORDER BY [invoices].[Total] DESC) AS [TotalRank]
FROM [invoices]
WHERE [invoices].[InvoiceDate] BETWEEN CAST('2025-01-01T00:00:00' AS DATETIME2) AND CAST('2025-12-31T23:59:59' AS DATETIME2)
  AND [invoices].[BillingCountry] IN ('Germany', 'Italy', 'Spain')
ORDER BY [invoices].[BillingCountry] ASC, [TotalRank] ASC,
    [invoices].[InvoiceId] ASC;
