SELECT "customers"."CustomerId", "customers"."LastName"
FROM "customers"
WHERE "customers"."CustomerId" = (SELECT "invoices"."CustomerId" FROM "invoices" ORDER BY "invoices"."Total" DESC NULLS LAST, "invoices"."InvoiceId" ASC NULLS FIRST LIMIT 1);
