SELECT "events"."title", "events"."born"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY DATE(SUBSTR(NULLIF("events"."born", 'null'), -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR(NULLIF("events"."born", 'null'), 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR(NULLIF("events"."born", 'null'), INSTR(NULLIF("events"."born", 'null'), ' ') + 1) AS INTEGER)), -2)) DESC;
