SELECT "events"."title",
    CAST(EXTRACT(YEAR FROM TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY')) AS integer) AS "born_year"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY "events"."title" ASC NULLS FIRST;
