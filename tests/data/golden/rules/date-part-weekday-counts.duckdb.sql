SELECT CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS INTEGER) AS "weekday",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS INTEGER)
ORDER BY "weekday" ASC NULLS FIRST;
