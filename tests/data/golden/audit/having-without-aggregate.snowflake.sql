SELECT "invoices"."BillingCountry", SUM("invoices"."Total") AS "revenue"
FROM "invoices"
WHERE "invoices"."BillingCountry" <> 'USA'
GROUP BY "invoices"."BillingCountry"
HAVING SUM("invoices"."Total") > 100
ORDER BY "revenue" DESC NULLS LAST, "invoices"."BillingCountry" ASC NULLS FIRST
LIMIT 3;
