SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" GLOB 'Ca*'
UNION
SELECT "employees"."Country"
FROM "employees";
