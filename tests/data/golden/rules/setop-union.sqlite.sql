SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" GLOB 'C*'
UNION
SELECT "employees"."Country"
FROM "employees";
