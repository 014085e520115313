SELECT "employees"."EmployeeId"
FROM "employees"
WHERE "employees"."HireDate" >= '2015-01-01'
  AND "employees"."BirthDate" < '1990-12-31'
ORDER BY "employees"."EmployeeId" ASC;
