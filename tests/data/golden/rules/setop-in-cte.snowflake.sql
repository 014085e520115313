WITH "countries" AS (
  SELECT "customers"."Country"
  FROM "customers"
  WHERE "customers"."Country" LIKE 'U%' ESCAPE '!'
  UNION
  SELECT "employees"."Country"
  FROM "employees"
)
SELECT "countries"."Country"
FROM "countries"
ORDER BY "countries"."Country" ASC NULLS FIRST;
