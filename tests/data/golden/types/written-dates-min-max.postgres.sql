SELECT MIN(TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY')) AS "first",
    MAX(TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY')) AS "last"
FROM "events";
