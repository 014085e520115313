SELECT DATE("invoices"."InvoiceDate", 'weekday 0', '-6 days') AS "week",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY DATE("invoices"."InvoiceDate", 'weekday 0', '-6 days')
ORDER BY "week" ASC;
