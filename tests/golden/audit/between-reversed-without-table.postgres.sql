SELECT "invoices"."InvoiceId"
FROM "invoices"
WHERE "invoices"."InvoiceDate" BETWEEN TIMESTAMP '2023-03-10 00:00:00' AND TIMESTAMP '2024-03-01 00:00:00'
ORDER BY "invoices"."InvoiceId" ASC
LIMIT 3;
