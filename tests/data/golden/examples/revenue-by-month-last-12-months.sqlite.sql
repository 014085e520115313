SELECT DATE("invoices"."InvoiceDate", 'start of month') AS "month",
    SUM("invoices"."Total") AS "revenue"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2025-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY DATE("invoices"."InvoiceDate", 'start of month')
ORDER BY "month" ASC;
