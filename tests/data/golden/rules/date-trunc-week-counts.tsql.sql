SELECT DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) / 7.0) AS int) * 7, CAST('19000101' AS date)) AS [week],
    COUNT(*) AS [invoices]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2024-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01' AS DATE)
GROUP BY DATEADD(day, CAST(FLOOR(DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) / 7.0) AS int) * 7, CAST('19000101' AS date))
ORDER BY [week] ASC;
