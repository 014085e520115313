SELECT "e"."EmployeeId", "e"."FirstName", "e"."LastName", "e"."City",
    "m"."FirstName", "m"."LastName", "m"."City"
FROM "employees" AS "e"
INNER JOIN "employees" AS "m" ON "e"."ReportsTo" = "m"."EmployeeId"
ORDER BY "e"."EmployeeId" ASC
