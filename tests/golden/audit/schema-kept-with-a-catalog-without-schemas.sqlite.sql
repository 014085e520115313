SELECT "tracks"."Name"
FROM "main"."tracks"
LIMIT 1;
