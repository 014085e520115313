SELECT COUNT(*) AS [invoices], MIN([invoices].[InvoiceDate]) AS [first_date],
    MAX([invoices].[InvoiceDate]) AS [last_date]
FROM [invoices]
WHERE [invoices].[InvoiceDate] >= CAST('2025-12-22' AS DATE)
  AND [invoices].[InvoiceDate] < CAST('2026-01-12' AS DATE);
