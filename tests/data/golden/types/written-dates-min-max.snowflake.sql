SELECT MIN(TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY')) AS "first",
    MAX(TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY')) AS "last"
FROM "events";
