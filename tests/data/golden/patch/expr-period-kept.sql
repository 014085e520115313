SELECT COUNT(*) AS "invoices", MAX("invoices"."InvoiceDate") AS "last_date"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2025-12-22'
  AND "invoices"."InvoiceDate" < '2026-01-12'
  AND "invoices"."Total" > 1
