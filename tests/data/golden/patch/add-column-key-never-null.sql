SELECT "tracks"."TrackId", "tracks"."Name", "media_types"."Name" AS "Name_2"
FROM "tracks"
INNER JOIN "media_types" ON "tracks"."MediaTypeId" = "media_types"."MediaTypeId"
WHERE "tracks"."TrackId" IN (1, 2, 172, 263)
ORDER BY "tracks"."TrackId" ASC
