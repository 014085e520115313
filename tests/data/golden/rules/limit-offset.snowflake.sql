SELECT "tracks"."TrackId"
FROM "tracks"
ORDER BY "tracks"."TrackId" ASC NULLS FIRST
LIMIT 2
OFFSET 3;
