SELECT (DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) % 7 + 7) % 7 + 1 AS [weekday],
    COUNT(*) AS [invoices]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2024-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01' AS DATE)
GROUP BY (DATEDIFF(day, CAST('19000101' AS date), [invoices].[InvoiceDate]) % 7 + 7) % 7 + 1
ORDER BY [weekday] ASC;
