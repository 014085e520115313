SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" ILIKE 'rock' ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
