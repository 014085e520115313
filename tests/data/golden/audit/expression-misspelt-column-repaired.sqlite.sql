SELECT "invoices"."InvoiceId", ROUND("invoices"."Total" * 0.2, 2) AS "tax",
    UPPER("invoices"."BillingCity") AS "city"
FROM "invoices"
ORDER BY "invoices"."InvoiceId" ASC
LIMIT 3;
