SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2021-01-03'
  AND "invoices"."InvoiceDate" < '2021-01-04'
ORDER BY "invoices"."InvoiceId" ASC;
