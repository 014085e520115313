SELECT TOP (5) [customers].[CustomerId]
FROM [customers]
WHERE [customers].[CustomerId] IN (SELECT TOP (3) [invoices].[CustomerId] FROM [invoices] WHERE [invoices].[BillingCountry] = [customers].[Country] ORDER BY [invoices].[Total] DESC, [invoices].[InvoiceId] ASC)
ORDER BY [customers].[CustomerId] ASC;
