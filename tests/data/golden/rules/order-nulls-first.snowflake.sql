SELECT "tracks"."TrackId", "tracks"."GenreId"
FROM "tracks"
ORDER BY "tracks"."GenreId" ASC NULLS FIRST, "tracks"."TrackId" ASC NULLS FIRST
LIMIT 3;
