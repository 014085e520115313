SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate"
FROM "invoices"
WHERE "invoices"."InvoiceDate" BETWEEN '2021-01-01' AND '2021-01-31'
ORDER BY "invoices"."InvoiceId" ASC;
