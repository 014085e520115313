SELECT CAST("tracks"."Milliseconds" AS DOUBLE) / NULLIF(1000, 0) AS "seconds",
    "tracks"."UnitPrice", "tracks"."Name"
FROM "tracks"
ORDER BY "tracks"."TrackId" ASC NULLS FIRST
LIMIT 3;
