SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE LOWER("tracks"."Name") LIKE LOWER('rock') ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
