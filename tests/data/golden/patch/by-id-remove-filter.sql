SELECT "tracks"."TrackId", "tracks"."Name", "tracks"."Composer",
    "genres"."Name" AS "Name_2"
FROM "tracks"
LEFT JOIN "genres" ON "tracks"."GenreId" = "genres"."GenreId"
WHERE LOWER("tracks"."Name") LIKE LOWER('%rain%') ESCAPE '!'
  AND ("tracks"."Name" GLOB '*(Live)' OR "tracks"."Name" GLOB '*(Acoustic)' OR "tracks"."Name" GLOB '*(Demo)')
  AND NOT ("tracks"."Explicit" = 1)
ORDER BY "tracks"."Milliseconds" DESC, "tracks"."Name" ASC
