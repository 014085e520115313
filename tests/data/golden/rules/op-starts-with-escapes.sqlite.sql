SELECT "albums"."AlbumId", "albums"."Title"
FROM "albums"
WHERE "albums"."Title" GLOB '50%*' OR "albums"."Title" GLOB 'Night_*' OR "albums"."Title" GLOB '[[]a]!*'
ORDER BY "albums"."AlbumId" ASC;
