SELECT [invoices].[InvoiceId], [invoices].[InvoiceDate],
    DATEDIFF(day, CAST('2024-03-01' AS DATE), [invoices].[InvoiceDate]) AS [days_since_march],
    CASE WHEN [invoices].[InvoiceDate] >= '2024-03-05 12:00:00' THEN 1 ELSE 0 END AS [after_noon_cutoff],
    CAST('2024-03-05T12:00:00' AS DATETIME2) AS [cutoff]
FROM [invoices]
WHERE [invoices].[InvoiceDate] BETWEEN '2024-03-01' AND '2024-03-10'
ORDER BY [invoices].[InvoiceId] ASC;
