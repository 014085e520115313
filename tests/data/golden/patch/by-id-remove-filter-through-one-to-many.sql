SELECT "invoices"."CustomerId", "invoices"."InvoiceId", "invoices"."InvoiceDate",
    "invoices"."Total",
    LAG("invoices"."Total", 1, 0) OVER (PARTITION BY "invoices"."CustomerId" ORDER BY "invoices"."InvoiceDate" ASC) AS "PreviousTotal",
    SUM("invoices"."Total") OVER (PARTITION BY "invoices"."CustomerId" ORDER BY "invoices"."InvoiceDate" ASC) AS "RunningTotal"
FROM "invoices"
WHERE "invoices"."CustomerId" IN (2, 6)
ORDER BY "invoices"."CustomerId" ASC, "invoices"."InvoiceDate" ASC,
    "invoices"."InvoiceId" ASC
