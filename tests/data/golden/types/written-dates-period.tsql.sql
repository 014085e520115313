SELECT [events].[title]
FROM [events]
WHERE TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) >= CAST('1986-01-01' AS DATE)
  AND TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) < CAST('2026-01-01' AS DATE);
