SELECT CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS integer) AS "weekday",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2024-01-01'
  AND "invoices"."InvoiceDate" < DATE '2026-01-01'
GROUP BY CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS integer)
ORDER BY "weekday" ASC NULLS FIRST;
