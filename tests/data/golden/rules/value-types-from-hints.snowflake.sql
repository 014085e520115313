SELECT "invoices"."InvoiceId"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= CAST('2025-12-01 00:00:00' AS TIMESTAMP_NTZ)
  AND "invoices"."CustomerId" <> 7
ORDER BY "invoices"."InvoiceId" ASC NULLS FIRST
LIMIT 3;
