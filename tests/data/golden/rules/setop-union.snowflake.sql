SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" LIKE 'C%' ESCAPE '!'
UNION
SELECT "employees"."Country"
FROM "employees";
