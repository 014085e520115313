SELECT DAYOFWEEKISO("invoices"."InvoiceDate") AS "weekday",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY DAYOFWEEKISO("invoices"."InvoiceDate")
ORDER BY "weekday" ASC NULLS FIRST;
