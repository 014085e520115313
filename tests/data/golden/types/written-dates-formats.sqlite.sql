SELECT "written"."id",
    DATE(DATE(SUBSTR("written"."ymd", 1, 4) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."ymd", 6) AS INTEGER)), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."ymd", 7 + INSTR(SUBSTR("written"."ymd", 7), '/')) AS INTEGER)), -2))) AS "ymd_date",
    DATE(DATE(SUBSTR("written"."mdy", -4) || '-' || SUBSTR('0' || (CAST("written"."mdy" AS INTEGER)), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."mdy", INSTR("written"."mdy", '/') + 1) AS INTEGER)), -2))) AS "mdy_date",
    DATE(DATE(SUBSTR("written"."dmy", -4) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."dmy", INSTR("written"."dmy", '/') + 1) AS INTEGER)), -2) || '-' || SUBSTR('0' || (CAST("written"."dmy" AS INTEGER)), -2))) AS "dmy_date",
    DATE(DATE(SUBSTR("written"."dot", -4) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."dot", INSTR("written"."dot", '.') + 1) AS INTEGER)), -2) || '-' || SUBSTR('0' || (CAST("written"."dot" AS INTEGER)), -2))) AS "dot_date",
    DATE(DATE(SUBSTR("written"."mon", -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR("written"."mon", 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."mon", INSTR("written"."mon", ' ') + 1) AS INTEGER)), -2))) AS "mon_date",
    DATE(DATE(SUBSTR("written"."month", -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR("written"."month", 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."month", INSTR("written"."month", ' ') + 1) AS INTEGER)), -2))) AS "month_date",
    DATE(DATE(SUBSTR("written"."dmon", -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR("written"."dmon", INSTR("written"."dmon", ' ') + 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST("written"."dmon" AS INTEGER)), -2))) AS "dmon_date",
    DATE(DATE(SUBSTR("written"."dmonth", -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR("written"."dmonth", INSTR("written"."dmonth", ' ') + 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST("written"."dmonth" AS INTEGER)), -2))) AS "dmonth_date"
FROM "written"
ORDER BY "written"."id" ASC;
