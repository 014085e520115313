SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2021-01-04'
  AND "invoices"."InvoiceDate" < '2021-01-09'
ORDER BY "invoices"."InvoiceId" ASC;
