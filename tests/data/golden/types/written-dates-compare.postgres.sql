SELECT "events"."title"
FROM "events"
WHERE TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') > DATE '1985-01-01'
ORDER BY "events"."title" ASC NULLS FIRST;
