SELECT PREVIOUS_DAY(DATEADD(DAY, 1, CAST("invoices"."InvoiceDate" AS DATE)), 'MO') AS "week",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY PREVIOUS_DAY(DATEADD(DAY, 1, CAST("invoices"."InvoiceDate" AS DATE)), 'MO')
ORDER BY "week" ASC NULLS FIRST;
