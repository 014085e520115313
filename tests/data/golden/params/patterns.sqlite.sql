SELECT "tracks"."TrackId", "tracks"."Name"
FROM "tracks"
WHERE "tracks"."Name" GLOB ? OR "tracks"."Name" GLOB ? OR LOWER("tracks"."Name") LIKE LOWER(?) ESCAPE '!'
ORDER BY "tracks"."TrackId" ASC;
-- parameters: [{"type":"string","value":"50%_[[]a]![*][?]*"},{"type":"string","value":"*'s"},{"type":"string","value":"%rain%"}]
