SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate]
FROM [invoices]
WHERE ([invoices].[InvoiceDate] < CAST('2021-01-03' AS DATE) OR [invoices].[InvoiceDate] >= CAST('2021-01-04' AS DATE))
  AND ([invoices].[InvoiceDate] < CAST('2021-01-08' AS DATE) OR [invoices].[InvoiceDate] >= CAST('2021-01-09' AS DATE))
  AND [invoices].[InvoiceDate] < CAST('2021-01-22' AS DATE)
ORDER BY [invoices].[InvoiceId] ASC;
