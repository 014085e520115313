SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate]
FROM [invoices]
WHERE [invoices].[InvoiceDate] BETWEEN CAST('2021-01-01' AS DATE) AND CAST('2021-01-31' AS DATE)
ORDER BY [invoices].[InvoiceId] ASC;
