SELECT [customers].[CustomerId], [customers].[LastName]
FROM [customers]
WHERE [customers].[CustomerId] = (SELECT TOP (1) [invoices].[CustomerId] FROM [invoices] ORDER BY [invoices].[Total] DESC, [invoices].[InvoiceId] ASC);
