SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" GLOB 'Rock*'
ORDER BY "tracks"."TrackId" ASC;
