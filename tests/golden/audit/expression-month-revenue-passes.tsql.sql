SELECT TOP (5) DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), MONTH([invoices].[InvoiceDate]), 1) AS [month],
    SUM([invoices].[Total]) AS [revenue],
    SUM([invoices].[Total] * 2) AS [double_revenue]
FROM [invoices]
GROUP BY DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), MONTH([invoices].[InvoiceDate]), 1)
ORDER BY [month] ASC;
