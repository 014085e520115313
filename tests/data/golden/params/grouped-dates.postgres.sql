SELECT "customers"."Country", COUNT(*) AS "invoice_count"
FROM "invoices"
INNER JOIN "customers" ON "invoices"."CustomerId" = "customers"."CustomerId"
WHERE "invoices"."InvoiceDate" BETWEEN $1 AND $2
  AND EXISTS (SELECT 1 FROM "invoices" AS "sq1" WHERE "sq1"."CustomerId" = "customers"."CustomerId" AND "sq1"."Total" > $3::numeric)
GROUP BY "customers"."Country"
HAVING COUNT(*) >= $4::integer
ORDER BY "customers"."Country" ASC NULLS FIRST;
-- parameters: [{"type":"string","value":"2021-01-01"},{"type":"string","value":"2021-12-31"},{"type":"number","value":10.5},{"type":"integer","value":2}]
