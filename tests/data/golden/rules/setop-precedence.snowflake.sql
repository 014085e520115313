(
  SELECT "customers"."Country"
  FROM "customers"
  WHERE "customers"."Country" LIKE 'B%' ESCAPE '!'
  UNION
  SELECT "employees"."Country"
  FROM "employees"
)
INTERSECT
SELECT "invoices"."BillingCountry"
FROM "invoices"
WHERE "invoices"."BillingCountry" IN ('Canada', 'USA')
EXCEPT
SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" = 'USA';
