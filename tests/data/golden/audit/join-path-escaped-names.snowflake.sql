SELECT "a"."id", "c‮d"."v"
FROM "a"
INNER JOIN "b[31m" ON "a"."id" = "b[31m"."a_id"
INNER JOIN "c‮d" ON "b[31m"."c_id" = "c‮d"."id";
