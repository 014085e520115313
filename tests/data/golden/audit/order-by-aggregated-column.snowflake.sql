SELECT "invoices"."BillingCountry", SUM("invoices"."Total") AS "revenue"
FROM "invoices"
GROUP BY "invoices"."BillingCountry"
ORDER BY "revenue" DESC NULLS LAST, "invoices"."BillingCountry" ASC NULLS FIRST
LIMIT 3;
