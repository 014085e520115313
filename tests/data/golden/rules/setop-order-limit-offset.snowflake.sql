SELECT "genres"."Name"
FROM "genres"
UNION
SELECT "media_types"."Name"
FROM "media_types"
ORDER BY 1 DESC NULLS LAST
LIMIT 5
OFFSET 2;
