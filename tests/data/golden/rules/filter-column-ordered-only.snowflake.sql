SELECT "tracks"."Name"
FROM "tracks"
ORDER BY "tracks"."Milliseconds" DESC NULLS LAST
LIMIT 5;
