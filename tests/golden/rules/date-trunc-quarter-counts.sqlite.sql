SELECT DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months') AS "quarter",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months')
ORDER BY "quarter" ASC;
