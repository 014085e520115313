SELECT "events"."title"
FROM "events"
WHERE TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') = (SELECT MAX(TO_DATE(NULLIF("sq1"."born", 'null'), 'Mon DD, YYYY')) FROM "events" AS "sq1");
