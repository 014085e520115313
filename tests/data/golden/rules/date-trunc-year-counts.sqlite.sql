SELECT DATE("invoices"."InvoiceDate", 'start of year') AS "year",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY DATE("invoices"."InvoiceDate", 'start of year')
ORDER BY "year" ASC;
