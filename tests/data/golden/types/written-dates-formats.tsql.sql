SELECT [written].[id],
    CAST(TRY_CONVERT(date, [written].[ymd], 111) AS date) AS [ymd_date],
    CAST(TRY_CONVERT(date, [written].[mdy], 101) AS date) AS [mdy_date],
    CAST(TRY_CONVERT(date, [written].[dmy], 103) AS date) AS [dmy_date],
    CAST(TRY_CONVERT(date, [written].[dot], 104) AS date) AS [dot_date],
    CAST(TRY_CONVERT(date, [written].[mon], 107) AS date) AS [mon_date],
    CAST(TRY_CONVERT(date, [written].[month], 107) AS date) AS [month_date],
    CAST(TRY_CONVERT(date, [written].[dmon], 106) AS date) AS [dmon_date],
    CAST(TRY_CONVERT(date, [written].[dmonth], 106) AS date) AS [dmonth_date]
FROM [written]
ORDER BY [written].[id] ASC;
