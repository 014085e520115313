SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" LIKE 'Rock%' ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
