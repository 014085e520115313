SELECT TOP (3) [invoices].[InvoiceId]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2023-03-10' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2024-03-02' AS DATE)
ORDER BY [invoices].[InvoiceId] ASC;
