SELECT "albums"."AlbumId", "tracks"."TrackId", "tracks"."Name",
    "tracks"."Milliseconds", "tracks"."UnitPrice",
    ROW_NUMBER() OVER (PARTITION BY "albums"."AlbumId" ORDER BY "tracks"."Milliseconds" DESC NULLS LAST, "tracks"."TrackId" ASC NULLS FIRST) AS "LengthPosition",
    DENSE_RANK() OVER (PARTITION BY "albums"."AlbumId" ORDER BY "tracks"."UnitPrice" DESC NULLS LAST) AS "PriceTier"
FROM "albums"
INNER JOIN "tracks" ON "albums"."AlbumId" = "tracks"."AlbumId"
WHERE "albums"."Title" = 'Live at the Harbor'
ORDER BY "albums"."AlbumId" ASC NULLS FIRST, "LengthPosition" ASC;
