SELECT "artists"."ArtistId", "artists"."Name"
FROM "artists"
WHERE NOT EXISTS (SELECT 1 FROM "albums" WHERE "albums"."ArtistId" = "artists"."ArtistId")
ORDER BY "artists"."Name" ASC NULLS FIRST, "artists"."ArtistId" ASC NULLS FIRST
LIMIT 10
OFFSET 10;
