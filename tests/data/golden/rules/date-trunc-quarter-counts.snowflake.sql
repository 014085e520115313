SELECT CAST(DATE_TRUNC('QUARTER', "invoices"."InvoiceDate") AS DATE) AS "quarter",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY CAST(DATE_TRUNC('QUARTER', "invoices"."InvoiceDate") AS DATE)
ORDER BY "quarter" ASC NULLS FIRST;
