SELECT DATEPART(year, [invoices].[InvoiceDate]) AS [year],
    DATEADD(quarter, DATEDIFF(quarter, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date)) AS [quarter_start],
    SUM(ROUND(CAST([invoices].[Total] * 1.1 AS decimal(38, 10)), 1)) AS [taxed],
    COUNT(*) AS [invoices],
    AVG(CAST([invoices].[Total] AS float) * 1.0) AS [average]
FROM [invoices]
GROUP BY DATEPART(year, [invoices].[InvoiceDate]),
    DATEADD(quarter, DATEDIFF(quarter, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date))
HAVING COUNT(*) > 20
ORDER BY [quarter_start] ASC;
