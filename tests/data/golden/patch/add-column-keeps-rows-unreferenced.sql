SELECT "artists"."Name", "albums"."Title"
FROM "artists"
LEFT JOIN "albums" ON "artists"."ArtistId" = "albums"."ArtistId"
WHERE "artists"."ArtistId" <= 5
ORDER BY "artists"."ArtistId" ASC, "albums"."Title" ASC
