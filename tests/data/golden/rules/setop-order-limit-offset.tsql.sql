SELECT [genres].[Name]
FROM [genres]
UNION
SELECT [media_types].[Name]
FROM [media_types]
ORDER BY 1 DESC
OFFSET 2 ROWS FETCH NEXT 5 ROWS ONLY;
