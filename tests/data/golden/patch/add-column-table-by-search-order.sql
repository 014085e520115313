SELECT "customers"."name", "employees"."name" AS "name_2", "orders"."total"
FROM "customers"
INNER JOIN "sales"."orders" ON "customers"."id" = "orders"."customer_id"
INNER JOIN "employees" ON "orders"."handled_by" = "employees"."id"
