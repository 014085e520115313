SELECT "events"."title"
FROM "events"
WHERE TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') > DATE '1985-01-01'
ORDER BY "events"."title" ASC NULLS FIRST;
