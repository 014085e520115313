SELECT DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), (DATEPART(quarter, [invoices].[InvoiceDate]) - 1) * 3 + 1, 1) AS [quarter],
    COUNT(*) AS [invoices]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2024-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01' AS DATE)
GROUP BY DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), (DATEPART(quarter, [invoices].[InvoiceDate]) - 1) * 3 + 1, 1)
ORDER BY [quarter] ASC;
