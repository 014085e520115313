SELECT [events].[title],
    DATEPART(year, TRY_CONVERT(date, NULLIF([events].[born], 'null'), 107)) AS [born_year]
FROM [events]
WHERE NULLIF([events].[born], 'null') IS NOT NULL
ORDER BY [events].[title] ASC;
