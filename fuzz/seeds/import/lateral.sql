SELECT a."Title", c.n FROM albums a, LATERAL (SELECT count(*) AS n FROM tracks t WHERE t."AlbumId" = a."AlbumId") c
