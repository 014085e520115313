SELECT "events"."title"
FROM "events"
WHERE DATE(SUBSTR(NULLIF("events"."born", 'null'), -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR(NULLIF("events"."born", 'null'), 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR(NULLIF("events"."born", 'null'), INSTR(NULLIF("events"."born", 'null'), ' ') + 1) AS INTEGER)), -2)) >= '1986-01-01'
  AND DATE(SUBSTR(NULLIF("events"."born", 'null'), -4) || '-' || SUBSTR('0' || ((INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR(NULLIF("events"."born", 'null'), 1, 3))) + 2) / 3), -2) || '-' || SUBSTR('0' || (CAST(SUBSTR(NULLIF("events"."born", 'null'), INSTR(NULLIF("events"."born", 'null'), ' ') + 1) AS INTEGER)), -2)) < '2026-01-01';
