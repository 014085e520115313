SELECT "events"."title", "events"."born"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') DESC NULLS LAST;
