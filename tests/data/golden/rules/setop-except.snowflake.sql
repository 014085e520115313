SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."Country" LIKE 'C%' ESCAPE '!'
EXCEPT
SELECT "employees"."Country"
FROM "employees";
