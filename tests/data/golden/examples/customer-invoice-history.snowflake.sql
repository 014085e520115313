SELECT "invoices"."CustomerId", "invoices"."InvoiceId", "invoices"."InvoiceDate",
    "invoices"."Total",
    LAG("invoices"."Total", 1, 0) OVER (PARTITION BY "invoices"."CustomerId" ORDER BY "invoices"."InvoiceDate" ASC NULLS FIRST) AS "PreviousTotal",
    SUM("invoices"."Total") OVER (PARTITION BY "invoices"."CustomerId" ORDER BY "invoices"."InvoiceDate" ASC NULLS FIRST) AS "RunningTotal"
FROM "invoices"
WHERE "invoices"."CustomerId" IN (2, 6)
ORDER BY "invoices"."CustomerId" ASC NULLS FIRST,
    "invoices"."InvoiceDate" ASC NULLS FIRST,
    "invoices"."InvoiceId" ASC NULLS FIRST;
