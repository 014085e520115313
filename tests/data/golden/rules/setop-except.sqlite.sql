SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" GLOB 'C*'
EXCEPT
SELECT "employees"."Country"
FROM "employees";
