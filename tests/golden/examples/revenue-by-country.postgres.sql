SELECT "invoices"."BillingCountry", COUNT(*) AS "InvoiceCount",
    SUM("invoices"."Total") AS "Revenue",
    AVG("invoices"."Total") AS "AverageInvoice",
    MIN("invoices"."Total") AS "SmallestInvoice",
    MAX("invoices"."Total") AS "LargestInvoice"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= TIMESTAMP '2024-01-01 00:00:00'
  AND "invoices"."InvoiceDate" < TIMESTAMP '2025-01-01 00:00:00'
GROUP BY "invoices"."BillingCountry"
HAVING COUNT(*) >= 5
ORDER BY "Revenue" DESC NULLS LAST, "invoices"."BillingCountry" ASC NULLS FIRST;
