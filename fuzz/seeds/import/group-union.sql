SELECT "GenreId", count(*) AS n FROM tracks GROUP BY "GenreId" HAVING count(*) > 10 UNION SELECT 1, 2 ORDER BY n
