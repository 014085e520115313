SELECT DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), 1, 1) AS [year],
    COUNT(*) AS [invoices]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2024-01-01' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01' AS DATE)
GROUP BY DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), 1, 1)
ORDER BY [year] ASC;
