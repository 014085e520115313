SELECT TOP (3) [invoices].[InvoiceId]
FROM [invoices]
WHERE [invoices].[InvoiceDate] BETWEEN CAST('2023-03-10T00:00:00' AS DATETIME2) AND CAST('2024-03-01T00:00:00' AS DATETIME2)
ORDER BY [invoices].[InvoiceId] ASC;
