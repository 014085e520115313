SELECT DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), MONTH([invoices].[InvoiceDate]), 1) AS [month],
    SUM([invoices].[Total]) AS [revenue]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2025-01-01T00:00:00' AS DATETIME2)
  AND [invoices].[InvoiceDate] < CAST('2026-01-01T00:00:00' AS DATETIME2)
GROUP BY DATEFROMPARTS(YEAR([invoices].[InvoiceDate]), MONTH([invoices].[InvoiceDate]), 1)
ORDER BY [month] ASC;
