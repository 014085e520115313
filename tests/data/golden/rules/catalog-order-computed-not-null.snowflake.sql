SELECT "tracks"."Name"
FROM "tracks"
ORDER BY "tracks"."Composer" ASC NULLS FIRST, "tracks"."TrackId" DESC
LIMIT 3;
