SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" LIKE $1 ESCAPE '!' OR "tracks"."Name" LIKE $2 ESCAPE '!' OR "tracks"."Name" ILIKE $3 ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC NULLS FIRST;
-- parameters: [{"type":"string","value":"50!%!_[a]!!*?%"},{"type":"string","value":"%'s"},{"type":"string","value":"%rain%"}]
