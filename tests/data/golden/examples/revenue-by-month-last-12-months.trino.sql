SELECT CAST(DATE_TRUNC('month', "invoices"."InvoiceDate") AS DATE) AS "month",
    SUM("invoices"."Total") AS "revenue"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= TIMESTAMP '2025-01-01 00:00:00'
  AND "invoices"."InvoiceDate" < TIMESTAMP '2026-01-01 00:00:00'
GROUP BY CAST(DATE_TRUNC('month', "invoices"."InvoiceDate") AS DATE)
ORDER BY "month" ASC NULLS FIRST;
