SELECT "tracks"."TrackId",
    ROW_NUMBER() OVER (PARTITION BY "tracks"."AlbumId" ORDER BY "tracks"."Milliseconds" DESC NULLS LAST, "tracks"."TrackId" ASC NULLS FIRST) AS "length_rank"
FROM "tracks"
WHERE "tracks"."AlbumId" = 1
ORDER BY "length_rank" ASC;
