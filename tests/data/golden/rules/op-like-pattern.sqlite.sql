SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" GLOB '*%*'
  AND ("tracks"."Name" GLOB 'Track_0?' OR "tracks"."Name" GLOB '100*')
ORDER BY "tracks"."TrackId" ASC;
