SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" IN (SELECT "invoices"."BillingCountry" FROM "invoices" WHERE "invoices"."Total" > 15 GROUP BY "invoices"."BillingCountry")
GROUP BY "customers"."Country"
ORDER BY "customers"."Country" ASC;
