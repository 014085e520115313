SELECT "events"."title",
    YEAR(CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE)) AS "born_year"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY "events"."title" ASC NULLS FIRST;
