SELECT COUNT(*) AS "invoices", MIN("invoices"."InvoiceDate") AS "first_date",
    MAX("invoices"."InvoiceDate") AS "last_date"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= DATE '2025-12-22'
  AND "invoices"."InvoiceDate" < DATE '2026-01-12';
