SELECT "events"."title",
    YEAR(TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY')) AS "born_year"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY "events"."title" ASC NULLS FIRST;
