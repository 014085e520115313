SELECT ROW_NUMBER() OVER (ORDER BY "tracks"."Milliseconds" DESC NULLS LAST, "tracks"."TrackId" ASC NULLS FIRST) AS "longest",
    "tracks"."Name", "tracks"."Milliseconds"
FROM "tracks"
ORDER BY "longest" ASC
LIMIT 3;
