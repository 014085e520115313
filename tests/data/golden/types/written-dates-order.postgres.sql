SELECT "events"."title", "events"."born"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') DESC NULLS LAST;
