SELECT "genres"."Name"
FROM "genres"
WHERE "genres"."Name" = 'true';
