SELECT "events"."title"
FROM "events"
WHERE TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
