SELECT "events"."title"
FROM "events"
WHERE TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
