SELECT CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE) AS "month",
    SUM("invoices"."Total") AS "revenue"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= CAST('2025-01-01 00:00:00' AS TIMESTAMP_NTZ)
  AND "invoices"."InvoiceDate" < CAST('2026-01-01 00:00:00' AS TIMESTAMP_NTZ)
GROUP BY CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE)
ORDER BY "month" ASC NULLS FIRST;
