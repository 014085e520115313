SELECT "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" IN ('x‮y[0m');
