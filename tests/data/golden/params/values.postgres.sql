SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" <> $1
  AND "tracks"."Milliseconds" > $2::integer
  AND "tracks"."Milliseconds" < $3::bigint
  AND "tracks"."UnitPrice" BETWEEN $4::numeric AND $5::numeric
  AND "tracks"."AlbumId" IN ($6::integer, $7::integer, $8::integer)
  AND "tracks"."Composer" IS NOT NULL
ORDER BY "tracks"."TrackId" ASC NULLS FIRST
LIMIT 5
OFFSET 2;
-- parameters: [{"type":"string","value":"it's a back\\slash, \"quoted\", ünïcödé ☃"},{"type":"integer","value":300000},{"type":"integer","value":3000000000},{"type":"number","value":0.5},{"type":"number","value":1.5},{"type":"integer","value":1},{"type":"integer","value":2},{"type":"integer","value":3}]
