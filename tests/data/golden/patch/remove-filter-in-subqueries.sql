SELECT "customers"."CustomerId", "customers"."LastName"
FROM "customers"
WHERE "customers"."SupportRepId" NOT IN (SELECT "employees"."EmployeeId" FROM "employees" WHERE "employees"."City" = 'Nowhere' AND "employees"."EmployeeId" IS NOT NULL)
ORDER BY "customers"."CustomerId" ASC
LIMIT 5
