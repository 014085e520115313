SELECT "tracks"."TrackId", "tracks"."Name", "tracks"."Composer"
FROM "tracks"
WHERE "tracks"."Name" ILIKE '%rain%' ESCAPE '!'
  AND ("tracks"."Name" LIKE '%(Live)' ESCAPE '!' OR "tracks"."Name" LIKE '%(Acoustic)' ESCAPE '!' OR "tracks"."Name" LIKE '%(Demo)' ESCAPE '!')
  AND "tracks"."Composer" IS NOT NULL
  AND NOT ("tracks"."Explicit" = TRUE)
ORDER BY "tracks"."Name" ASC NULLS FIRST, "tracks"."TrackId" ASC NULLS FIRST;
