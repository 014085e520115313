SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" LIKE '%!% Pure' ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
