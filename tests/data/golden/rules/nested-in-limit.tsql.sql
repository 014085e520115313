SELECT [customers].[CustomerId], [customers].[LastName]
FROM [customers]
WHERE [customers].[CustomerId] IN (SELECT TOP (5) [invoices].[CustomerId] FROM [invoices] ORDER BY [invoices].[Total] DESC, [invoices].[InvoiceId] ASC)
ORDER BY [customers].[CustomerId] ASC;
