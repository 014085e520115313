SELECT "customers"."CustomerId", "customers"."FirstName", "customers"."LastName",
    "customers"."Country"
FROM "customers"
INNER JOIN "invoices" ON "customers"."CustomerId" = "invoices"."CustomerId"
INNER JOIN "invoice_items" ON "invoices"."InvoiceId" = "invoice_items"."InvoiceId"
WHERE "customers"."Country" NOT IN ('USA', 'Canada')
  AND "invoice_items"."Quantity" > 1
  AND EXISTS (SELECT 1 FROM "invoices" AS "sq1" WHERE "sq1"."CustomerId" = "customers"."CustomerId" AND "sq1"."Total" >= 14)
ORDER BY "customers"."Country" ASC, "customers"."CustomerId" ASC
