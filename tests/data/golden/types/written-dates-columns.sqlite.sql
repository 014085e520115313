SELECT "written"."id"
FROM "written"
WHERE DATE(SUBSTR("written"."mdy", -4) || '-' || SUBSTR('0' || (CAST("written"."mdy" AS INTEGER)), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR("written"."mdy", INSTR("written"."mdy", '/') + 1) AS INTEGER)), -2)) = DATE(SUBSTR("written"."dmonth", -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR("written"."dmonth", INSTR("written"."dmonth", ' ') + 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST("written"."dmonth" AS INTEGER)), -2))
ORDER BY "written"."id" ASC;
