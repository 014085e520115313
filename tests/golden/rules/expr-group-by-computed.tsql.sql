SELECT DATEPART(year, [invoices].[InvoiceDate]) AS [year],
    DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), (DATEPART(quarter, [invoices].[InvoiceDate]) - 1) * 3 + 1, 1) AS [quarter_start],
    SUM(ROUND(CAST([invoices].[Total] * 1.1 AS decimal(38, 10)), 1)) AS [taxed],
    COUNT(*) AS [invoices],
    AVG(CAST([invoices].[Total] AS float) * 1.0) AS [average]
FROM [invoices]
GROUP BY DATEPART(year, [invoices].[InvoiceDate]),
    DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), (DATEPART(quarter, [invoices].[InvoiceDate]) - 1) * 3 + 1, 1)
HAVING COUNT(*) > 20
ORDER BY [quarter_start] ASC;
