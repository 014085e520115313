SELECT [Name], count(*) FROM (SELECT Name FROM tracks WHERE Name GLOB 'A*[?]')
WHERE Name = "Rock" /* unnamed subquery */ GROUP BY Name LIMIT -1 OFFSET 2
