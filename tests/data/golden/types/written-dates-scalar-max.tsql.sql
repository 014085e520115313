SELECT [events].[title]
FROM [events]
WHERE TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107) = (SELECT MAX(TRY_CONVERT(date, NULLIF([sq1].[born], 'null'), 107)) FROM [events] AS [sq1]);
