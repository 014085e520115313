SELECT "invoices"."BillingCountry", SUM("invoices"."Total") AS "sum_Total"
FROM "invoices"
GROUP BY "invoices"."BillingCountry"
ORDER BY "sum_Total" DESC NULLS LAST,
    "invoices"."BillingCountry" ASC NULLS FIRST
LIMIT 3;
