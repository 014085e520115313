SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate],
    DATEPART(year, [invoices].[InvoiceDate]) AS [year],
    (DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) % 7 + 7) % 7 + 1 AS [weekday],
    DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) / 7.0) AS int) * 7, CAST('19000101' AS date)) AS [week],
    DATEADD(quarter, DATEDIFF(quarter, CAST('19000101' AS date), [invoices].[InvoiceDate]), CAST('19000101' AS date)) AS [quarter],
    ((DATEPART(year, CAST('2030-01-01' AS DATE)) * 12) + DATEPART(month, CAST('2030-01-01' AS DATE))) - ((DATEPART(year, [invoices].[InvoiceDate]) * 12) + DATEPART(month, [invoices].[InvoiceDate])) AS [months_to_2030],
    DATEDIFF(day, [invoices].[InvoiceDate], CAST('2030-01-01' AS DATE)) AS [days_to_2030]
FROM [invoices]
WHERE [invoices].[InvoiceId] IN (1, 100, 412)
ORDER BY [invoices].[InvoiceId] ASC;
