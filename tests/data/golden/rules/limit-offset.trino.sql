SELECT "tracks"."TrackId"
FROM "tracks"
ORDER BY "tracks"."TrackId" ASC NULLS FIRST
OFFSET 3
LIMIT 2;
