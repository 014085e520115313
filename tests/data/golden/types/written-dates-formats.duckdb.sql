SELECT "written"."id",
    CAST(CAST(TRY_STRPTIME("written"."ymd", '%Y/%m/%d') AS DATE) AS DATE) AS "ymd_date",
    CAST(CAST(TRY_STRPTIME("written"."mdy", '%m/%d/%Y') AS DATE) AS DATE) AS "mdy_date",
    CAST(CAST(TRY_STRPTIME("written"."dmy", '%d/%m/%Y') AS DATE) AS DATE) AS "dmy_date",
    CAST(CAST(TRY_STRPTIME("written"."dot", '%d.%m.%Y') AS DATE) AS DATE) AS "dot_date",
    CAST(CAST(TRY_STRPTIME("written"."mon", '%b %d, %Y') AS DATE) AS DATE) AS "mon_date",
    CAST(CAST(TRY_STRPTIME("written"."month", '%B %d, %Y') AS DATE) AS DATE) AS "month_date",
    CAST(CAST(TRY_STRPTIME("written"."dmon", '%d %b %Y') AS DATE) AS DATE) AS "dmon_date",
    CAST(CAST(TRY_STRPTIME("written"."dmonth", '%d %B %Y') AS DATE) AS DATE) AS "dmonth_date"
FROM "written"
ORDER BY "written"."id" ASC;
