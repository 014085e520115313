SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2021-01-03' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2021-01-04' AS DATE)
ORDER BY [invoices].[InvoiceId] ASC;
