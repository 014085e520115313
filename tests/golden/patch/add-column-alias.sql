SELECT "e"."EmployeeId", "e"."FirstName", "e"."LastName", "e"."City",
    "m"."FirstName", "m"."LastName", "m"."City", "m"."EmployeeId"
FROM "employees" AS "e"
INNER JOIN "employees" AS "m" ON "e"."ReportsTo" = "m"."EmployeeId"
WHERE "e"."City" <> "m"."City"
ORDER BY "e"."EmployeeId" ASC
