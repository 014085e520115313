SELECT COUNT(*) AS "invoice_count"
FROM "invoices"
INNER JOIN "customers" ON "invoices"."CustomerId" = "customers"."CustomerId"
WHERE "customers"."Country" <> 'USA'
