SELECT "tracks"."Name",
    ROUND(CAST("tracks"."Milliseconds" AS REAL) / NULLIF(60000, 0), 1) AS "minutes"
FROM "tracks"
WHERE "tracks"."AlbumId" = 1
  AND ROUND(CAST("tracks"."Milliseconds" AS REAL) / NULLIF(60000, 0), 1) > 4
UNION ALL
SELECT "tracks"."Name",
    CASE WHEN "tracks"."Milliseconds" > 300000 THEN 5 ELSE 0 END AS "minutes"
FROM "tracks"
WHERE "tracks"."AlbumId" = 2
ORDER BY 2 DESC, 1 ASC
LIMIT 3
