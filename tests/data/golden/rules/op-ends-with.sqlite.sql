SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" GLOB '*% Pure'
ORDER BY "tracks"."TrackId" ASC;
