SELECT "customers"."City", "customers"."Country"
FROM "customers"
WHERE "customers"."Country" LIKE 'C%' ESCAPE '!'
UNION
SELECT "employees"."City", "employees"."Country"
FROM "employees"
ORDER BY 1 ASC NULLS FIRST, 2 ASC NULLS FIRST;
