SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" LIKE '%!%%' ESCAPE '!'
  AND ("tracks"."Name" LIKE 'Track!_0_' ESCAPE '!' OR "tracks"."Name" LIKE '100%' ESCAPE '!')
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
