SELECT "events"."title"
FROM "events"
WHERE TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') = (SELECT MAX(TRY_TO_DATE(NULLIF("sq1"."born", 'null'), 'MON DD, YYYY')) FROM "events" AS "sq1");
