SELECT [events].[title]
FROM [events]
WHERE TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) BETWEEN CAST('1980-01-01' AS DATE) AND CAST('1987-12-31' AS DATE);
