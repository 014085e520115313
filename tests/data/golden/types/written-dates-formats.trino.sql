SELECT "written"."id",
    CAST(CAST(TRY(DATE_PARSE("written"."ymd", '%Y/%c/%e')) AS DATE) AS DATE) AS "ymd_date",
    CAST(CAST(TRY(DATE_PARSE("written"."mdy", '%c/%e/%Y')) AS DATE) AS DATE) AS "mdy_date",
    CAST(CAST(TRY(DATE_PARSE("written"."dmy", '%e/%c/%Y')) AS DATE) AS DATE) AS "dmy_date",
    CAST(CAST(TRY(DATE_PARSE("written"."dot", '%e.%c.%Y')) AS DATE) AS DATE) AS "dot_date",
    CAST(CAST(TRY(DATE_PARSE("written"."mon", '%b %e, %Y')) AS DATE) AS DATE) AS "mon_date",
    CAST(CAST(TRY(DATE_PARSE("written"."month", '%M %e, %Y')) AS DATE) AS DATE) AS "month_date",
    CAST(CAST(TRY(DATE_PARSE("written"."dmon", '%e %b %Y')) AS DATE) AS DATE) AS "dmon_date",
    CAST(CAST(TRY(DATE_PARSE("written"."dmonth", '%e %M %Y')) AS DATE) AS DATE) AS "dmonth_date"
FROM "written"
ORDER BY "written"."id" ASC;
