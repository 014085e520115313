SELECT [written].[id]
FROM [written]
WHERE TRY_CONVERT(date, [written].[mdy], 101) = TRY_CONVERT(date, [written].[dmonth], 106)
ORDER BY [written].[id] ASC;
