SELECT "artists"."Name"
FROM "artists"
ORDER BY "artists"."ArtistId" ASC NULLS FIRST
LIMIT 3;
