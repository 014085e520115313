SELECT "tracks"."TrackId", "tracks"."Name", "tracks"."Composer"
FROM "tracks"
WHERE "tracks"."Composer" IS NOT NULL
  AND NOT ("tracks"."Explicit" = 1)
ORDER BY "tracks"."Name" ASC, "tracks"."TrackId" ASC
