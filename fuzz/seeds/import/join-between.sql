SELECT t."Name", a."Title" FROM tracks t JOIN albums a ON a."AlbumId" = t."AlbumId" WHERE t."Milliseconds" BETWEEN 1000 AND 2000 ORDER BY 1 DESC LIMIT 5
