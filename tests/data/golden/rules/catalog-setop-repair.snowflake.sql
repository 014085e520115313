SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" LIKE 'Ca%' ESCAPE '!'
UNION
SELECT "employees"."Country"
FROM "employees";
