SELECT CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE) AS "month",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE)
ORDER BY "month" ASC NULLS FIRST;
