SELECT DISTINCT TOP (4) [invoices].[BillingCountry]
FROM [invoices]
ORDER BY [invoices].[BillingCountry] ASC;
