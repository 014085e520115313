SELECT "written"."id",
    CAST(TO_DATE("written"."ymd", 'YYYY/MM/DD') AS date) AS "ymd_date",
    CAST(TO_DATE("written"."mdy", 'MM/DD/YYYY') AS date) AS "mdy_date",
    CAST(TO_DATE("written"."dmy", 'DD/MM/YYYY') AS date) AS "dmy_date",
    CAST(TO_DATE("written"."dot", 'DD.MM.YYYY') AS date) AS "dot_date",
    CAST(TO_DATE("written"."mon", 'Mon DD, YYYY') AS date) AS "mon_date",
    CAST(TO_DATE("written"."month", 'Month DD, YYYY') AS date) AS "month_date",
    CAST(TO_DATE("written"."dmon", 'DD Mon YYYY') AS date) AS "dmon_date",
    CAST(TO_DATE("written"."dmonth", 'DD Month YYYY') AS date) AS "dmonth_date"
FROM "written"
ORDER BY "written"."id" ASC;
