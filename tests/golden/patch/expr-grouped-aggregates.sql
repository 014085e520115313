SELECT CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER) AS "year",
    DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months') AS "quarter_start",
    SUM(ROUND("invoices"."Total" * 1.1, 1)) AS "taxed", COUNT(*) AS "invoices"
FROM "invoices"
GROUP BY CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER),
    DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months')
HAVING COUNT(*) > 20
ORDER BY "taxed" DESC
LIMIT 3
