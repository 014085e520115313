SELECT TOP (3) [invoices].[InvoiceId]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2025-12-01T00:00:00' AS DATETIME2)
  AND [invoices].[CustomerId] <> 7
ORDER BY [invoices].[InvoiceId] ASC;
