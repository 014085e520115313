SELECT DISTINCT ON ("AlbumId") "Name" FROM tracks WHERE EXISTS (SELECT 1 FROM albums WHERE albums."AlbumId" = tracks."AlbumId") OFFSET 3
