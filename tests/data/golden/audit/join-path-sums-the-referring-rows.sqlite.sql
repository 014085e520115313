SELECT "customers"."Country", SUM("invoices"."Total") AS "t"
FROM "customers"
INNER JOIN "invoices" ON "customers"."CustomerId" = "invoices"."CustomerId"
GROUP BY "customers"."Country";
