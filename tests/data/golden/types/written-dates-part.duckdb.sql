SELECT "events"."title",
    CAST(EXTRACT(YEAR FROM CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE)) AS INTEGER) AS "born_year"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY "events"."title" ASC NULLS FIRST;
