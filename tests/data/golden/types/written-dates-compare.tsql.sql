SELECT [events].[title]
FROM [events]
WHERE TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) > CAST('1985-01-01' AS DATE)
ORDER BY [events].[title] ASC;
