SELECT MIN(TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107)) AS [first],
    MAX(TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107)) AS [last]
FROM [events];
