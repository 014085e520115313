SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE LOWER("tracks"."Name") LIKE LOWER('%rain%') ESCAPE '!'
  AND ("tracks"."Name" GLOB '*(Live)' OR "tracks"."Name" GLOB '*(Acoustic)' OR "tracks"."Name" GLOB '*(Demo)')
  AND "tracks"."Composer" IS NOT NULL
  AND NOT ("tracks"."Explicit" = 1)
ORDER BY "tracks"."Name" ASC, "tracks"."TrackId" ASC
