SELECT DATE("invoices"."InvoiceDate", 'start of month') AS "month",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY DATE("invoices"."InvoiceDate", 'start of month')
ORDER BY "month" ASC;
