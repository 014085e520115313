SELECT DISTINCT "invoices"."BillingCountry"
FROM "invoices"
ORDER BY "invoices"."BillingCountry" ASC NULLS FIRST
LIMIT 4;
