SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate]
FROM [invoices]
WHERE [invoices].[InvoiceDate] IN (CAST('2021-01-15T16:32:10' AS DATETIME2)) OR ([invoices].[InvoiceDate] >= CAST('2021-01-03' AS DATE) AND [invoices].[InvoiceDate] < CAST('2021-01-04' AS DATE)) OR ([invoices].[InvoiceDate] >= CAST('2021-01-08' AS DATE) AND [invoices].[InvoiceDate] < CAST('2021-01-09' AS DATE))
ORDER BY [invoices].[InvoiceId] ASC;
