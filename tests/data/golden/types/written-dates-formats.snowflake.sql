SELECT "written"."id",
    CAST(TRY_TO_DATE("written"."ymd", 'YYYY/MM/DD') AS DATE) AS "ymd_date",
    CAST(TRY_TO_DATE("written"."mdy", 'MM/DD/YYYY') AS DATE) AS "mdy_date",
    CAST(TRY_TO_DATE("written"."dmy", 'DD/MM/YYYY') AS DATE) AS "dmy_date",
    CAST(TRY_TO_DATE("written"."dot", 'DD.MM.YYYY') AS DATE) AS "dot_date",
    CAST(TRY_TO_DATE("written"."mon", 'MON DD, YYYY') AS DATE) AS "mon_date",
    CAST(TRY_TO_DATE("written"."month", 'MMMM DD, YYYY') AS DATE) AS "month_date",
    CAST(TRY_TO_DATE("written"."dmon", 'DD MON YYYY') AS DATE) AS "dmon_date",
    CAST(TRY_TO_DATE("written"."dmonth", 'DD MMMM YYYY') AS DATE) AS "dmonth_date"
FROM "written"
ORDER BY "written"."id" ASC;
