SELECT "customers"."CustomerId"
FROM "customers"
WHERE "customers"."CustomerId" IN (SELECT "invoices"."CustomerId" FROM "invoices" WHERE "invoices"."BillingCountry" = "customers"."Country" ORDER BY "invoices"."Total" DESC NULLS LAST, "invoices"."InvoiceId" ASC NULLS FIRST LIMIT 3)
ORDER BY "customers"."CustomerId" ASC NULLS FIRST
LIMIT 5;
