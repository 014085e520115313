SELECT [events].[title], [events].[born]
FROM [events]
WHERE NULLIF([events].[born], 'null') IS NOT NULL
ORDER BY TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) DESC;
