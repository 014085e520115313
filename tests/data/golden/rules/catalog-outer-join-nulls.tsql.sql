SELECT TOP (3) [customers].[CustomerId], [invoices].[InvoiceId]
FROM [customers]
LEFT JOIN [invoices] ON [customers].[CustomerId] = [invoices].[CustomerId]
ORDER BY [invoices].[InvoiceId] ASC, [customers].[CustomerId] ASC;
